from core import *
# (S'): D(a a P) >= D(P) for all a,P ; (S): y>=z: D(y z P) >= D(P)-(y-z)
bad=0
for P in rows(7):
    for a in range(-3,4):
        if D((a,a)+P) < D(P):
            bad+=1; print("S' fails",a,P); 
            if bad>5: raise SystemExit
    for y in range(-3,4):
        for z in range(-3,y+1):
            if D((y,z)+P) < D(P)-(y-z): print("S fails",y,z,P); raise SystemExit
print("ok")
