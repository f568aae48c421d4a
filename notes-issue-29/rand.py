import random
from line import line_ok
from core import D
random.seed(1); n=0
for _ in range(20000):
    L=random.randint(8,13); r=tuple(random.randint(-6,6) for _ in range(L))
    n+=1
    if not line_ok(r): print("FAIL",r); raise SystemExit
    if len(D.cache_info().__repr__())and D.cache_info().currsize>2_000_000: D.cache_clear()
print("random ok",n)
