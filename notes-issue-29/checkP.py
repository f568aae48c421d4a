# Check Lemma P directly: any valid block tree N (cards in -2..2, up to 7 cards),
# any rest W (cards, len<=3, -2..2) with (i) D(nW)=n-D(W), (ii) W empty or W[0]<=n:
# playing out N's cards from the left in N+W is optimal move by move.
# Also check Lemma C: m>=rt, Q nonempty-or-empty with q1<=rt and D(rt Q)=rt-D(Q) => D(m rt Q)=m-D(rt Q).
from core import *
vals=range(-2,3)
from functools import lru_cache
@lru_cache(maxsize=None)
def trees(n):  # set of (value, cards) for valid block trees with n cards
    if n==1: return frozenset((v,(v,)) for v in vals)
    out=set()
    for a in range(1,n,2):
        for b in range(1,n-a,2):
            c=n-a-b
            if c<1 or c%2==0: continue
            for (x,X) in trees(a):
                for (y,Y) in trees(b):
                    if x>y: continue
                    for (z,Z) in trees(c):
                        if y>=z: out.add((x-y+z,X+Y+Z))
    return frozenset(out)
cnt=0
for n in (1,3,5,7):
    T=trees(n); print("trees with",n,"cards:",len(T))
    for (v,N) in T:
        for W in rows(3):
            if W and W[0]>v: continue
            if D((v,)+W)!=v-D(W): continue
            t=N+W; cnt+=1
            for k in range(len(N)):
                if t[0]-D(t[1:])!=D(t): print("P FAILS",N,v,W); raise SystemExit
                t=t[1:]
print("Lemma P ok, cases",cnt)
c2=0
for Q in rows(7):
    for rt in range(-3,4):
        if Q and Q[0]>rt: continue
        if D((rt,)+Q)!=rt-D(Q): continue
        for m in range(rt,4):
            c2+=1
            if D((m,rt)+Q)!=m-D((rt,)+Q): print("C FAILS",m,rt,Q); raise SystemExit
print("Lemma C ok, cases",c2)
