from core import *
for Q in rows(7):
  for x in range(-2,3):
    for y in range(x,3):
      for z in range(-2,y+1):
        w=x-y+z
        if D((w,)+Q)!=w-D(Q): continue
        if D((y,z)+Q)!=y-D((z,)+Q): print("(C) fails: x,y,z,Q=",x,y,z,Q); raise SystemExit
print("(C) holds over -2..2, |Q|<=7")
