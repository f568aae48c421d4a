# Computer checks for the folding-lemma end case proof (see RESULT.md)
from lib import *
import sys
V=list(range(-int(sys.argv[2]) if len(sys.argv)>2 else -3, (int(sys.argv[2]) if len(sys.argv)>2 else 3)+1))
fails={}
def chk(name,cond,ctx):
    if not cond:
        fails[name]=fails.get(name,0)+1
        if fails[name]<=3: print("FAIL",name,ctx)
    else:
        fails.setdefault(name,0)
def T(b):  # alternating sum from the right
    n=len(b); return sum((-1)**(n-1-i)*b[i] for i in range(n))
LMAX=int(sys.argv[1]) if len(sys.argv)>1 else 7
# 1. full folding lemma, every position, rows length 3..LMAX over V
for b in rows(LMAX,V):
    n=len(b)
    chk("reversal D(b)=D(rev b)", D(b)==D(b[::-1]), b)
    if n>=2 and all(b[i]<=b[i+1] for i in range(n-1)):
        chk("LemmaT nondecreasing: D=T", D(b)==T(b), b)
    for i in range(1,n-1):
        x,y,z=b[i-1],b[i],b[i+1]
        if x<=y>=z:
            chk("folding lemma (all positions)", D(b)==D(b[:i-1]+(x-y+z,)+b[i+2:]), b)
# 2. Lipschitz: change one card by delta
for b in rows(LMAX-1,V):
    for i in range(len(b)):
        for v in V:
            c=b[:i]+(v,)+b[i+1:]
            chk("Lipschitz", abs(D(b)-D(c))<=abs(v-b[i]), (b,c))
# 3. End case, every step of the proof, Q up to length LMAX-3
for Q in rows(LMAX-3,V):
    if not Q: continue
    r=Q[-1]; Qm=Q[:-1]; k=len(Q)
    for y in V:
        # case classification
        if k==1: case='a'
        elif Qm[0]<=y: case='b'
        elif all(Qm[i]<=Qm[i+1] for i in range(len(Qm)-1)): case='c'
        else: case='d'
        if case in 'abc':
            chk("(S') D(yyQ-)=D(Q-) in cases a,b,c", D((y,y)+Qm)==D(Qm), (y,Q,case))
        if case=='d':
            chk("case d: k>=3", k>=3, (y,Q))
            # first descent
            i=next(j for j in range(len(Qm)-1) if Qm[j]>Qm[j+1])  # 0-based: q_{i+1}>q_{i+2}
            if i>=1: chk("case d: peak q_{i-1}<=q_i>=q_{i+1}", Qm[i-1]<=Qm[i]>=Qm[i+1], (y,Q))
        for z in V:
            if z>y: continue
            # (S) from (S') by Lipschitz
            if case in 'abc':
                chk("(S) D(yzQ-)>=D(Q-)-(y-z) in cases a,b,c", D((y,z)+Qm)>=D(Qm)-(y-z), (y,z,Q))
                chk("(S)=> D(yzQ)<=y-z+D(Q)", D((y,z)+Q)<=y-z+D(Q), (y,z,Q))
            if case=='d':
                i=next(j for j in range(len(Qm)-1) if Qm[j]>Qm[j+1])
                if i==0: chk("case d,i=1: z<=q1>=q2", z<=Qm[0]>=Qm[1], (y,z,Q))
            for x in V:
                if x>y: continue
                w=x-y+z
                A=x-D((y,z)+Q); Ap=w-D(Q); B=r-D((x,y,z)+Qm)
                chk("B = r-D(wQ-)", B==r-D((w,)+Qm), (x,y,z,Q))
                chk("D(xyzQ)=max(A,B)", D((x,y,z)+Q)==max(A,B), (x,y,z,Q))
                chk("D(wQ)=max(A',B)", D((w,)+Q)==max(Ap,B), (x,y,z,Q))
                if case in 'abc': chk("A>=A' in cases a,b,c", A>=Ap, (x,y,z,Q))
                chk("<= direction", D((x,y,z)+Q)<=D((w,)+Q), (x,y,z,Q))
                chk(">= direction", D((x,y,z)+Q)>=D((w,)+Q), (x,y,z,Q))
                if case=='d':
                    i=next(j for j in range(len(Qm)-1) if Qm[j]>Qm[j+1])
                    if i==0:
                        zp=z-Qm[0]+Qm[1]; Qpp=Q[2:]
                        chk("case d,i=1: z'<=y", zp<=y, (x,y,z,Q))
                        chk("case d,i=1: w<=q1", w<=Qm[0], (x,y,z,Q))
                        chk("case d,i=1 chain", D((x,y,z)+Q)==D((x,y,zp)+Qpp)==D((x-y+zp,)+Qpp)==D((w,)+Q), (x,y,z,Q))
                    else:
                        Qt=Q[:i-1]+(Qm[i-1]-Qm[i]+Qm[i+1],)+Q[i+2:]
                        chk("case d,i>=2 chain", D((x,y,z)+Q)==D((x,y,z)+Qt)==D((w,)+Qt)==D((w,)+Q), (x,y,z,Q))
for k,v in fails.items(): print(f"{k}: {'OK' if v==0 else str(v)+' FAILURES'}")
