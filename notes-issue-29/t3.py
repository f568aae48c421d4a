from lib import *
import sys
V=range(-3,4); L=int(sys.argv[1])
cnt={}
def chk(name,cond):
    if not cond:
        cnt[name]=cnt.get(name,0)+1
        if cnt[name]<=3: print(name,"fails",ctx)
for M in rows(L,V):
  if not M: continue
  m1=M[0]
  for s in V:
    if s>=m1: continue
    for r in V:
      H = s+D((s,)+M) > r+D(M+(r,))
      ctx=(s,M,r,H)
      if s>=r: chk("L1 s>=r", D((s,s)+M)+D(M+(r,))>=r)
      chk("L2 take s optimal in ssM", D((s,s)+M)==s-D((s,)+M))
      if H:
        chk("L3 under H: D(ssM)+D(Mr)>=r", D((s,s)+M)+D(M+(r,))>=r)
        chk("L4 under H: s-D(sM)>=r-D(Mr)", s-D((s,)+M) >= r-D(M+(r,)))
        chk("L5 under H: s>=r", s>=r)
print(cnt)
