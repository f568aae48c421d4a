from core import *
import sys
def stack(row):
    st=[]  # entries (value, cards tuple)
    for c in row:
        st.append((c,(c,)))
        while len(st)>=3 and st[-3][0]<=st[-2][0]>=st[-1][0]:
            a,b,cc=st[-3:]
            st[-3:]=[(a[0]-b[0]+cc[0], a[1]+b[1]+cc[1])]
    return st
def line_ok(row):
    st=stack(row); t=tuple(row)
    assert D(t)==D(tuple(v for v,_ in st))
    while st:
        if st[0][0]>=st[-1][0]:
            v,cards=st.pop(0)
            for c in cards:
                if c-D(t[1:])!=D(t): return False
                t=t[1:]
        else:
            v,cards=st.pop()
            for c in reversed(cards):
                if c-D(t[:-1])!=D(t): return False
                t=t[:-1]
    return True
if __name__=="__main__":
    L=int(sys.argv[1]); lo=int(sys.argv[2]); hi=int(sys.argv[3])
    n=0
    for row in rows(L, range(lo,hi+1)):
        n+=1
        if not line_ok(row): print("FAIL",row); raise SystemExit
    print("line optimal for all rows len<=",L,"over",lo,hi,"count",n)
