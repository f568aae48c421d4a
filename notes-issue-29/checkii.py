from core import *
import sys
L=int(sys.argv[1])
cnt=0
for R in rows(L):
    for z in range(-3,4):
        if D((z,)+R)!=z-D(R): continue
        for y in range(z,4):
            cnt+=1
            if D((y,z)+R)!=y-D((z,)+R): print("ii' fails",y,z,R); raise SystemExit
print("ii' ok up to |R|=",L,"cases",cnt)
