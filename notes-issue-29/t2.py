from lib import *
import sys
V=range(-3,4); L=int(sys.argv[1])
cnt={}
def chk(name,cond):
    if not cond:
        cnt[name]=cnt.get(name,0)+1
        if cnt[name]<=3: print(name,"fails",ctx)
for M in rows(L,V):
  for s in V:
    for r in V:
      hyp = s-D(M+(r,)) > r-D((s,)+M)
      if not hyp: continue
      for y in V:
        if y<s: continue
        ctx=(y,s,M,r)
        S=(s,)+M+(r,)
        chk("C'", y-D(S) >= r-D((y,s)+M))
      ctx=(s,M,r)
      chk("C''", D((s,s)+M)+D(M+(r,))>=r)
print(cnt)
