from functools import lru_cache
import itertools
@lru_cache(maxsize=None)
def D(t):
    if not t: return 0
    return max(t[0]-D(t[1:]), t[-1]-D(t[:-1]))
def rows(maxlen, vals):
    for n in range(maxlen+1):
        yield from itertools.product(vals, repeat=n)
