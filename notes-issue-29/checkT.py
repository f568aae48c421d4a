from core import *
# (ii'): y>=z, D(zR)=z-D(R) => D(yzR)=y-D(zR)
# (T):  D(zR)=z-D(R) => D(zzR)=D(R)
for R in rows(8):
    for z in range(-3,4):
        if D((z,)+R)!=z-D(R): continue
        if D((z,z)+R)!=D(R): print("T fails",z,R); raise SystemExit
        for y in range(z,4):
            if D((y,z)+R)!=y-D((z,)+R): print("ii' fails",y,z,R); raise SystemExit
print("T and ii' ok up to |R|=8 over -2..2, z,y in -3..3")
