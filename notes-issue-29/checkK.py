from line import *
import sys
def line_moves(row):
    st=stack(row); mv=[]
    while st:
        if st[0][0]>=st[-1][0]:
            v,cards=st.pop(0); mv+= ['L']*len(cards)
        else:
            v,cards=st.pop(); mv+=['R']*len(cards)
    return mv
L=int(sys.argv[1]); bad=0;n=0
for row in rows(L):
    m=line_moves(row)
    if not m: continue
    sub = row[1:] if m[0]=='L' else row[:-1]
    n+=1
    if line_moves(sub)!=m[1:]:
        bad+=1
        if bad<4: print("K fails",row,m,line_moves(sub))
print("rows",n,"K failures",bad)
