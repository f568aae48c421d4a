from lib import *
import sys
V=range(-3,4); L=int(sys.argv[1])
bad=0
for Q in rows(L,V):
    if not Q: continue
    r=Q[-1]; Qm=Q[:-1]
    for x in V:
     for y in V:
      for z in V:
        if not (x<=y>=z): continue
        w=x-y+z
        A=x-D((y,z)+Q); Ap=w-D(Q); B=r-D((w,)+Qm)
        assert D((x,y,z)+Q)==D((w,)+Q)
        if Ap>B:
            # claim C
            if D((y,z)+Q)!=y-D((z,)+Q): bad+=1; print("C fails",x,y,z,Q)
print("done",bad)
