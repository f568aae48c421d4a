from core import *
import sys
def nip(s):
    return not any(s[k-1]<=s[k]>=s[k+1] for k in range(1,len(s)-1))
L=int(sys.argv[1]); lo,hi=int(sys.argv[2]),int(sys.argv[3]); need_end=sys.argv[4]=='1'
vals=range(lo,hi+1); n=0
for V in rows(L,vals):
    if not nip(V): continue
    for b in vals:
        if not nip((b,)+V): continue
        if need_end and V and b<V[-1]: continue
        for z in range(b,hi+1):
            for y in range(z,hi+1):
                n+=1
                if D((y,z)+V)!=y-z+D(V): print("fail",b,z,y,V); raise SystemExit
print("ok",L,lo,hi,need_end,n)
