/* fuzz-stone8.c: differential fuzzing of Stone Game VIII: sg_stone8 (two
   passes, the second by blocks of 64 stones) against sg_stone8_prefix,
   sg_stone8_streaming and the line of play, replayed here by merging the
   stones: every move takes at least two, the moves merge the n stones
   into one, the scores add up to the value, and every move is optimal
   and the longest optimal one, by the values of the positions computed
   here from the chapter's recurrence over the number of stones merged;
   on rows of up to 12 stones, a search of every play on the row as the
   rules change it.  In a row of small values, the first byte, shifted
   right by one as a signed byte, is added to every value (-64..63), so
   that the prefix sums drift to either side and the blocks are opened
   or not. */
#include <stdlib.h>
#include "stonegame.h"
#include "fuzz-input.h"

enum { MAX_ROW = 4096, SEARCH_N = 12 };

/* Alice's final score minus Bob's on the row r[0..m-1] when she leads by
   diff; Alice maximises it, Bob minimises it.  A move takes x >= 2 stones
   and puts back one stone of their sum. */
static int64_t search(const int64_t *r, size_t m, int alice, int64_t diff)
{
    if (m < 2)
        return diff;
    int64_t next[SEARCH_N], sum = r[0], best = 0;
    for (size_t x = 2; x <= m; x++) {
        sum += r[x - 1];
        next[0] = sum;
        memcpy(next + 1, r + x, (m - x) * sizeof *r);
        int64_t end = search(next, m - x + 1, !alice, alice ? diff + sum : diff - sum);
        if (x == 2 || (alice ? end > best : end < best))
            best = end;
    }
    return best;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int row[MAX_ROW];
    static size_t moves[MAX_ROW + 1];
    static int64_t p[MAX_ROW + 1], v[MAX_ROW + 2], w[MAX_ROW + 2], start[SEARCH_N];
    size_t n = fuzz_row(data, size, row, MAX_ROW), nmoves = SIZE_MAX;
    int bias = size > 0 && !(data[0] & 1) ? (int8_t)data[0] >> 1 : 0;
    int64_t d[3], alice, bob, score[2] = {0, 0};

    for (size_t i = 0; i < n; i++)
        row[i] += bias;
    FUZZ_CHECK(sg_stone8(row, n, &d[0]) == SG_OK);
    FUZZ_CHECK(sg_stone8_prefix(row, n, &d[1]) == SG_OK);
    FUZZ_CHECK(sg_stone8_streaming(row, n, &d[2]) == SG_OK);
    FUZZ_CHECK(d[1] == d[0] && d[2] == d[0]);

    /* The positions: V(n) = 0, V(k) = W(k+1), W(k) = max over j >= k of
       P(j) - V(j). */
    p[0] = 0;
    for (size_t k = 0; k < n; k++)
        p[k + 1] = p[k] + row[k];
    v[n] = 0;
    w[n + 1] = INT64_MIN;
    for (size_t k = n; n >= 2 && k >= 1; k--) {
        if (k < n)
            v[k] = w[k + 1];
        w[k] = k == n || p[k] - v[k] > w[k + 1] ? p[k] - v[k] : w[k + 1];
    }
    FUZZ_CHECK(n < 2 ? d[0] == 0 : d[0] == v[1]);

    moves[n] = SIZE_MAX;
    FUZZ_CHECK(sg_stone8_line(row, n, moves, &nmoves, &alice, &bob) == SG_OK);
    FUZZ_CHECK(moves[n] == SIZE_MAX && alice - bob == d[0]);
    FUZZ_CHECK(n < 2 ? nmoves == 0 : nmoves >= 1 && nmoves <= n - 1);
    int64_t merged = n > 0 ? row[0] : 0;
    size_t k = 1;                                   /* the stones 0..k-1 are merged */
    for (size_t t = 0; t < nmoves; t++) {
        size_t x = moves[t], j = k + x - 1;
        FUZZ_CHECK(x >= 2 && j <= n);
        FUZZ_CHECK(p[j] - v[j] == v[k] && (j == n || w[j + 1] < v[k]));
        for (; k < j; k++)
            merged += row[k];
        score[t % 2] += merged;
    }
    FUZZ_CHECK(n < 2 || k == n);
    FUZZ_CHECK(score[0] == alice && score[1] == bob);

    if (n <= SEARCH_N) {
        for (size_t i = 0; i < n; i++)
            start[i] = row[i];
        FUZZ_CHECK(search(start, n, 1, 0) == d[0]);
    }
    return 0;
}
