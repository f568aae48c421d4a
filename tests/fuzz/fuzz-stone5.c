/* fuzz-stone5.c: differential fuzzing of Stone Game V.  A row with a
   negative value must be refused by every solver (SG_EINVAL, nothing
   written); then its values are made non-negative (v < 0 becomes -v - 1)
   and sg_stone5 is compared with sg_stone5_count (the same value, steps
   between the n(n-1)/2 intervals and n(n-1); test-stone5.c checks the exact
   count), with the line of play (replayed here: every cut inside the
   stones in play, the part kept never the larger, one stone left at the
   end, the scores adding up), on short rows with the textbook table
   (its first row and last column against sg_stone5 on the prefixes and
   suffixes, its cuts (n^3-n)/6, nothing below the diagonal) and every
   round of the line against it (optimal, and the library's rule among
   optimal cuts), and on rows of up to 10 stones with a plain search of
   every cut. */
#include <stdlib.h>
#include "stonegame.h"
#include "fuzz-input.h"

enum { MAX_ROW = 1500, TABLE_N = 48, SEARCH_N = 10 };

/* The most Alice scores on row[lo..hi-1], trying every cut and, on a
   tie, both parts. */
static int64_t search(const int *row, size_t lo, size_t hi)
{
    int64_t total = 0, left = 0, best = 0;
    if (hi - lo < 2)
        return 0;
    for (size_t k = lo; k < hi; k++)
        total += row[k];
    for (size_t k = lo + 1; k < hi; k++) {
        left += row[k - 1];
        int64_t right = total - left;
        int64_t keep_left = left <= right ? left + search(row, lo, k) : -1;
        int64_t keep_right = left >= right ? right + search(row, k, hi) : -1;
        if (keep_left > best)
            best = keep_left;
        if (keep_right > best)
            best = keep_right;
    }
    return best;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int row[MAX_ROW];
    static size_t cuts[MAX_ROW + 1];
    static char kept[MAX_ROW + 1];
    static int64_t table[TABLE_N * TABLE_N];
    const int64_t sentinel = INT64_MIN + 12345;
    size_t n = fuzz_row(data, size, row, MAX_ROW), rounds;
    int64_t a = sentinel, b = sentinel, alice = sentinel;
    uint64_t steps = 0;
    int negative = 0;

    for (size_t i = 0; i < n; i++)
        negative |= row[i] < 0;
    if (negative) {                      /* refused, nothing written */
        rounds = (size_t)-1;
        cuts[0] = (size_t)-1;
        kept[0] = 'x';
        steps = 7;
        FUZZ_CHECK(sg_stone5(row, n, &a) == SG_EINVAL);
        FUZZ_CHECK(sg_stone5_count(row, n, &a, &steps) == SG_EINVAL);
        FUZZ_CHECK(sg_stone5_line(row, n, cuts, kept, &rounds, &alice) == SG_EINVAL);
        FUZZ_CHECK(a == sentinel && alice == sentinel && steps == 7);
        FUZZ_CHECK(rounds == (size_t)-1 && cuts[0] == (size_t)-1 && kept[0] == 'x');
        if (n <= TABLE_N) {
            for (size_t k = 0; k < n * n; k++)
                table[k] = sentinel;
            FUZZ_CHECK(sg_stone5_table(row, n, table, &steps) == SG_EINVAL && steps == 7);
            for (size_t k = 0; k < n * n; k++)
                FUZZ_CHECK(table[k] == sentinel);
        }
        for (size_t i = 0; i < n; i++)
            if (row[i] < 0)
                row[i] = -(row[i] + 1);
    }

    int64_t sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += row[i];
    FUZZ_CHECK(sg_stone5(row, n, &a) == SG_OK);
    FUZZ_CHECK(sg_stone5_count(row, n, &b, &steps) == SG_OK);
    FUZZ_CHECK(a == b && a >= 0 && a <= sum);
    FUZZ_CHECK(steps >= (uint64_t)n * (n ? n - 1 : 0) / 2 && steps <= (uint64_t)n * (n ? n - 1 : 0));

    kept[n] = 'x';
    cuts[n] = (size_t)-1;
    FUZZ_CHECK(sg_stone5_line(row, n, cuts, kept, &rounds, &alice) == SG_OK);
    FUZZ_CHECK(alice == a && (rounds < n || (n == 0 && rounds == 0)));
    FUZZ_CHECK(kept[n] == 'x' && cuts[n] == (size_t)-1);

    int have_table = n <= TABLE_N;
    if (have_table) {
        uint64_t tried = 0;
        for (size_t k = 0; k < n * n; k++)
            table[k] = sentinel;
        FUZZ_CHECK(sg_stone5_table(row, n, table, &tried) == SG_OK);
        FUZZ_CHECK(tried == (n < 2 ? 0 : (uint64_t)(n - 1) * n * (n + 1) / 6));
        FUZZ_CHECK(n == 0 || table[n - 1] == a);
        for (size_t i = 0; i < n; i++)
            for (size_t j = 0; j < i; j++)
                FUZZ_CHECK(table[i * n + j] == sentinel);
        for (size_t k = 0; k < n; k++) {   /* prefixes 0..k and suffixes k..n-1 */
            int64_t x, y;
            FUZZ_CHECK(sg_stone5(row, k + 1, &x) == SG_OK && table[k] == x);
            FUZZ_CHECK(sg_stone5(row + k, n - k, &y) == SG_OK && table[k * n + n - 1] == y);
        }
    }

    /* Replay the line. */
    size_t lo = 0, hi = n ? n - 1 : 0;   /* the stones lo..hi are in play */
    int64_t score = 0;
    for (size_t t = 0; t < rounds; t++) {
        size_t c = cuts[t];
        FUZZ_CHECK(lo < hi && c >= lo + 1 && c <= hi && (kept[t] == 'L' || kept[t] == 'R'));
        int64_t l = 0, r = 0;
        for (size_t k = lo; k <= hi; k++)
            *(k < c ? &l : &r) += row[k];
        FUZZ_CHECK(kept[t] == 'L' ? l <= r : l >= r);
        if (have_table) {                /* optimal, by the library's rule */
            int64_t value = table[lo * n + hi], best_l = -1, best_r = -1, s = 0;
            size_t k_l = 0, k_r = 0;
            for (size_t k = lo; k < hi; k++) {
                s += row[k];
                int64_t rest = l + r - s;
                if (s <= rest && s + table[lo * n + k] > best_l)
                    best_l = s + table[lo * n + k], k_l = k;
                if (s >= rest && rest + table[(k + 1) * n + hi] >= best_r)
                    best_r = rest + table[(k + 1) * n + hi], k_r = k;
            }
            FUZZ_CHECK(best_l <= value && best_r <= value);
            if (best_l == value)
                FUZZ_CHECK(kept[t] == 'L' && c == k_l + 1);
            else
                FUZZ_CHECK(kept[t] == 'R' && c == k_r + 1 && best_r == value);
        }
        score += kept[t] == 'L' ? l : r;
        if (kept[t] == 'L')
            hi = c - 1;
        else
            lo = c;
    }
    FUZZ_CHECK(lo == hi && score == a);
    if (n <= SEARCH_N)
        FUZZ_CHECK(search(row, 0, n) == a);
    return 0;
}
