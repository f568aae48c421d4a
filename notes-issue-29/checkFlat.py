# Trees as nested tuples: leaf=int, node=(L,M,R). Check flattening by rotations
# ((A,B,C),M,R) -> (A,B,(C,M,R)) when val(C) < val(M): terminates, valid, same cards & value,
# resulting left spine satisfies rt_i >= m_{i-1}. Then check spine identities (a)(b)(c).
from core import *
import itertools
vals=range(-2,3)
def val(t): return t if isinstance(t,int) else val(t[0])-val(t[1])+val(t[2])
def cards(t): return (t,) if isinstance(t,int) else cards(t[0])+cards(t[1])+cards(t[2])
def valid(t): return isinstance(t,int) or (valid(t[0]) and valid(t[1]) and valid(t[2]) and val(t[0])<=val(t[1])>=val(t[2]))
def alltrees(n):
    if n==1: return list(vals)
    out=[]
    for a in range(1,n,2):
        for b in range(1,n-a,2):
            c=n-a-b
            if c<1 or c%2==0: continue
            for X in alltrees(a):
                for Y in alltrees(b):
                    if val(X)>val(Y): continue
                    for Z in alltrees(c):
                        if val(Y)>=val(Z): out.append((X,Y,Z))
    return out
def spine(t):  # returns leaf b1 and list [(M_1,R_1),...,(M_d,R_d)] top-down
    pairs=[]
    while not isinstance(t,int):
        pairs.append((t[1],t[2])); t=t[0]
    return t,pairs
def flatten(t):
    while True:
        b,pairs=spine(t)  # pairs[0]=(M_1,Rt_1) top
        for i in range(1,len(pairs)):   # pairs[i]=(M_{i+1},Rt_{i+1}), need val(Rt_{i+1})>=val(M_i)
            if val(pairs[i][1])<val(pairs[i-1][0]): break
        else: return t
        # rotate at the node whose left child has pair i
        def rot(node,depth):
            if depth==i-1:
                (A,B,C),M,R=node
                return (A,B,(C,M,R))
            return (rot(node[0],depth+1),node[1],node[2])
        t=rot(t,0)
n=0
for k in (3,5,7):
    for t in alltrees(k):
        f=flatten(t); n+=1
        assert valid(f) and cards(f)==cards(t) and val(f)==val(t)
        b,pairs=spine(f)
        for i in range(1,len(pairs)): assert val(pairs[i][1])>=val(pairs[i-1][0])
        # spine identities with random small W
        for W in rows(2):
            v=val(f)
            if (W and W[0]>v) or D((v,)+W)!=v-D(W): continue
            Q=W
            for (M,R) in pairs:   # top-down: i=1..d
                m,rt=val(M),val(R)
                assert D((rt,)+Q)==rt-D(Q)            # (b_i)
                assert D((m,rt)+Q)==m-D((rt,)+Q)      # (c_i)
                Q=(m,rt)+Q
            assert D((b,)+Q)==b-D(Q)                  # (a_{d+1})
print("flattening + spine identities ok on",n,"trees")
