/* brute.h: an independent brute-force oracle for Stone Game III, and the
   small helpers the tests share (a generator, inputs, a status check);
   used by the tests only.  The oracle does NOT use the "relative score"
   trick of the library: it plays every complete game with absolute
   scores, Alice maximising the final (alice - bob) and Bob minimising it. */
#ifndef SG_TESTS_BRUTE_H
#define SG_TESTS_BRUTE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The largest n the oracle is meant for: it explores every complete play,
   about 1.84^n of them. */
#define BRUTE_MAX_N 16

/* The final alice - bob when stones values[i..n-1] remain, the player to
   move is Alice if alice_to_move is non-zero and Bob otherwise, Alice has
   already scored `alice` and Bob `bob`, and both play optimally. */
int64_t brute_value(const int *values, size_t n, size_t i, int alice_to_move,
                    int64_t alice, int64_t bob);

/* The whole game from the start: brute_value(values, n, 0, 1, 0, 0). */
int64_t brute_stone3(const int *values, size_t n);

/* The game in which a move takes 1 to k stones (k >= 1) instead of 1 to
   3, searched the same way: the final alice - bob from the start, with
   Alice maximising it and Bob minimising it. */
int64_t brute_upto(const int *values, size_t n, size_t k);

/* The best difference (mover - other) for the player to move when stones
   values[i..n-1] remain: the game on the suffix, with Alice moving first. */
int64_t brute_best_from(const int *values, size_t n, size_t i);

/* The smallest k in 1..min(3, n-i) that is optimal when stones
   values[i..n-1] remain (0 when i >= n). */
unsigned brute_smallest_take(const int *values, size_t n, size_t i);

/* Checks a line of play moves[0..nmoves-1] (Alice, Bob, Alice, ... in
   turn) move by move: each move takes 1..3 stones and no more than
   remain, the moves use up exactly the n stones, and each move keeps the
   brute-force value of the position (it is optimal); if require_smallest
   is non-zero, no smaller k is optimal either.  Returns 1 when all holds
   and stores the line's alice - bob in *diff (if diff is not NULL);
   otherwise returns 0 and writes a description into msg. */
int brute_check_line(const int *values, size_t n, const unsigned char *moves,
                     size_t nmoves, int require_smallest, int64_t *diff,
                     char *msg, size_t msgsize);

/* Writes "[v0,v1,...]" into buf (truncated with "..." if needed). */
const char *brute_format(const int *values, size_t n, char *buf, size_t size);

/* splitmix64, a small deterministic generator: every random test starts
   from a fixed seed, so a failure can be reproduced. */
uint64_t rng_next(uint64_t *state);
/* A uniform integer in lo..hi. */
int rng_range(uint64_t *state, int lo, int hi);

/* ---------------------------------------------------------------------
   Oracles for the card game, Stone Game VII and Stone Game II, by every
   complete play
   with absolute scores (Alice maximising, Bob minimising), shared by
   their tests and the tests of the game-tree search. */

/* The two players' final scores. */
struct brute_score {
    int64_t alice, bob;
};

/* The card game on v[0..n-1] (take the leftmost or the rightmost card),
   Alice first: Alice maximises her final score minus Bob's, Bob
   minimises it; between two moves that are as good, the left one.  It
   knows nothing of the "first / second" or relative recurrences of the
   book. */
struct brute_score brute_cards(const int *v, size_t n);

/* Stone Game VII on v[0..n-1] (n <= BRUTE_MAX_N): a move removes the
   leftmost or the rightmost stone and scores the sum of the stones that
   remain.  Every complete play is searched with absolute scores, Alice
   maximising her final score minus Bob's and Bob minimising it, and the
   two scores of one optimal line are returned: at every position, the
   mover takes the left stone whenever it is at least as good as the
   right one (with one stone left, the only move counts as the left).
   Optimal play fixes the difference, not the scores, so the scores are
   those of this left-tie line (the line of sg_stone7_line_bits and
   sg_stone7_line_plain; the line of sg_stone7_line may score otherwise).
   No memo, no relative score, no prefix sums, nothing from the library. */
struct brute_score brute_stone7(const int *v, size_t n);

/* Stone Game II (take the first X piles, 1 <= X <= 2M, then M =
   max(M, X)): the stones the player to move collects from position
   (i, m), the piles v[i..n-1] with M = m, that player in Alice's place.
   If visits is not NULL, *visits is increased by the number of positions
   visited, one per call, the end of the game (i == n) included.  No memo,
   no suffix sums, no "stones of the player to move" recurrence. */
int64_t brute_stone2_from(const int *v, size_t n, size_t i, size_t m, uint64_t *visits);

/* Alice's stones in the whole game: brute_stone2_from(v, n, 0, 1, NULL). */
int64_t brute_stone2(const int *v, size_t n);

/* ---------------------------------------------------------------------
   Stone Game V: Alice cuts the row into two non-empty parts, Bob throws
   away the part with the larger sum (on a tie Alice chooses), Alice
   scores the sum of the part kept and play goes on with it until one
   stone is left. */

/* The most Alice scores on v[0..n-1] (n <= BRUTE_MAX_N), by a plain
   recursion over every cut of every position: no memo, no table, no
   prefix sums, nothing from the library.  On a tie both parts are
   tried.  It is written for any values (the game's rule does not need
   them >= 0, only the library does); with one stone or none it is 0. */
int64_t brute_stone5(const int *v, size_t n);

/* The same search under other rules, for the exercises: at most `rounds`
   rounds are played (SIZE_MAX: no limit), and with keep_larger Bob
   keeps the part with the larger sum (on a tie both parts are still
   tried).  brute_stone5(v, n) is brute_stone5_variant(v, n, SIZE_MAX, 0). */
int64_t brute_stone5_variant(const int *v, size_t n, size_t rounds, int keep_larger);

/* The textbook table of the game, every cut of every interval, O(n^3)
   time: table[i*n+j] (i <= j < n) becomes the most Alice scores on the
   stones i..j, the best over the cuts that Bob may leave her of the part
   kept plus its own entry, and table[i*n+i] = 0.  Bob keeps the part
   with the smaller sum, or with keep_larger the larger one.  The rows are
   filled from the last one (the library's table goes by length), the
   sums added up as the cut moves (no prefix sums); any values, and
   nothing below the diagonal is written. */
void brute_stone5_table(const int *v, size_t n, int64_t *table, int keep_larger);

/* The same recurrence with a limit on the rounds, one layer: next[i*n+j]
   becomes the most Alice scores on the stones i..j when one round more
   may be played than in prev (whose entries the options read instead);
   next[i*n+i] = 0.  From a table of zeros (no round), layer after
   layer. */
void brute_stone5_layer(const int *v, size_t n, const int64_t *prev, int64_t *next,
                        int keep_larger);

/* The value of the whole row v[0..n-1] by brute_stone5_table (0 with one
   stone or none). */
int64_t brute_stone5_cubic(const int *v, size_t n, int keep_larger);

/* Checks a line of play of Stone Game V on v[0..n-1] (values >= 0):
   round t cuts after the stone cuts[t] (counted from 1 in the original
   row) and Bob keeps kept[t], 'L' or 'R'.  Each cut must lie inside the
   interval of the stones still in play, the part kept must follow the
   rules (the left part only if its sum is at most the right one's, the
   right part only if its sum is at most the left one's, so that on a tie
   either will do), and the cut must be optimal: the sum of the part kept
   plus the value of the part kept is the value of the interval.  The
   line must end with one stone left (no round at all when n <= 1), and
   its scores must add up to alice.  The values of the intervals come
   from table, an n x n array whose entry i*n+j (i <= j) is the value of
   the stones i..j (as sg_stone5_table fills it), or, if table is NULL,
   from brute_stone5 on each subrow (then n <= BRUTE_MAX_N).  If
   tie_rule is non-zero the line must also follow the library's rule
   among the optimal cuts: keep the left part if that is optimal, with
   the shortest left part that is; otherwise the shortest optimal right
   part.  Returns 1 if all holds; otherwise 0, with a description in
   msg. */
int brute_check_stone5_line(const int *v, size_t n, const size_t *cuts, const char *kept,
                            size_t rounds, int64_t alice, const int64_t *table, int tie_rule,
                            char *msg, size_t msgsize);

/* ---------------------------------------------------------------------
   Stone Game VI: stone i is worth a[i] to Alice and b[i] to Bob; the
   players take any stone left in turn, Alice first, and each scores its
   value to himself or herself. */

/* The most stones brute_stone6_rest searches. */
#define BRUTE_STONE6_MAX_N 12

/* Alice's gains minus Bob's from the position where the stones of the
   set left (bit i for stone i) are still on the table, with optimal play
   from there on: Alice, who moves when an even number of the n stones
   has been taken, maximises her final score minus Bob's, Bob minimises
   it.  Every order of taking the stones is searched, keeping both
   players' scores; positions are memoised by the set left, which decides
   whose turn it is and what can still be scored (the memo is kept from
   one call to the next while a, b and n stay the same).  It knows
   nothing of the sums a[i] + b[i] or of any order of the stones. */
int64_t brute_stone6_rest(const int *a, const int *b, size_t n, unsigned left);

/* The whole game: Alice's final score minus Bob's. */
int64_t brute_stone6(const int *a, const int *b, size_t n);

/* Splits the values v[0..2n-1], given in pairs as the tool reads them
   (stone i is worth v[2i] to Alice and v[2i+1] to Bob), into a[0..n-1]
   and b[0..n-1]. */
void split_pairs(const int *v, size_t n, int *a, int *b);

/* Writes "a = [a0,a1,...], b = [b0,b1,...]" into buf (each row truncated
   as brute_format does). */
const char *brute_format_game(const int *a, const int *b, size_t n, char *buf, size_t size);

/* Calls check(a, b, n) on every game of up to max_n stones (max_n <=
   BRUTE_MAX_N / 2) with values in lo..hi: the arrays of even length 2n
   of for_each_array(2 max_n, lo, hi, ...), in its order, each Alice's
   n values followed by Bob's. */
void for_each_small_game(size_t max_n, int lo, int hi,
                         void (*check)(const int *a, const int *b, size_t n));

/* Calls check(a, b, n) on games of extreme values: for n = 1 to max_n
   (max_n <= BRUTE_MAX_N), the four games whose rows are each all INT_MIN
   or all INT_MAX (a's changing first); then, from seed, count games of
   rng_range(seed, 1, max_n) stones whose values are drawn by
   extreme_int, a[i] then b[i] for each stone in turn. */
void for_each_extreme_game(size_t max_n, int count, uint64_t seed,
                           void (*check)(const int *a, const int *b, size_t n));

/* ---------------------------------------------------------------------
   Stone Game VIII: while more than one stone is left, the player to move
   takes the leftmost x > 1 stones, scores their sum and puts back one
   stone of that sum at the left end. */

/* The most stones brute_stone8 searches. */
#define BRUTE_STONE8_MAX_N 16

/* The final alice - bob on the row r[0..m-1] (m <= BRUTE_STONE8_MAX_N;
   a merged stone may be larger than an int) when Alice has scored
   alice, Bob bob, and Alice moves if alice_to_move is non-zero: Alice
   maximises it, Bob minimises it.  Every play is searched (2^(m-2) of
   them), each move merging the stones of the row as the rules say: no
   prefix sums, no recurrence over positions. */
int64_t brute_stone8_row(const int64_t *r, size_t m, int alice_to_move, int64_t alice,
                         int64_t bob);

/* The whole game on v[0..n-1]: brute_stone8_row from the start (0 with
   fewer than two stones). */
int64_t brute_stone8(const int *v, size_t n);

/* The game in which a move takes x stones with lo <= x <= hi (and x >= 2:
   lo = 2 and hi = SIZE_MAX is the game itself), searched the same way;
   a player who has no such move (fewer than lo stones left, or one) ends
   the game.  brute_stone8_row is brute_stone8_moves_row with lo = 2 and
   hi = SIZE_MAX. */
int64_t brute_stone8_moves_row(const int64_t *r, size_t m, size_t lo, size_t hi,
                               int alice_to_move, int64_t alice, int64_t bob);

/* That game on v[0..n-1] from the start (n <= BRUTE_STONE8_MAX_N). */
int64_t brute_stone8_moves(const int *v, size_t n, size_t lo, size_t hi);

/* The same game by its recurrence over the positions: in position k
   (1 <= k <= n) the first k stones have been merged into one, and a move
   of x stones goes to j = k + x - 1 and scores P(j), the sum of the first
   j stones; V(k) is the largest P(j) - V(j) over k + max(lo, 2) - 1 <= j
   <= min(n, k + hi - 1), or 0 when there is no such j.  The answer is
   V(1) (0 with fewer than two stones).  stone8_moves_slow evaluates it as
   it stands, every move of every position (O(n^2) time at worst);
   stone8_moves_tree in O(n log n) time, the largest option taken from a
   segment tree whose leaf j holds P(j) - V(j) once V(j) is known (no
   deque, no running maximum).  Any n the memory allows. */
int64_t stone8_moves_slow(const int *v, size_t n, size_t lo, size_t hi);
int64_t stone8_moves_tree(const int *v, size_t n, size_t lo, size_t hi);

/* An exercise function of Stone Game VIII with a limit on each move, as
   solve(values, n, limit, &result): SG_OK, or an error code.  With
   at_least the limit is the fewest stones a move takes (the game of
   brute_stone8_moves with lo = limit), otherwise the most (hi = limit);
   a limit below 2 is SG_EINVAL.  limit names it in messages ("least",
   "most"); status_text gives the text of a code (sg_exercise_strerror);
   rows of up to max stones are accepted. */
struct stone8_limit_solver {
    int (*solve)(const int *values, size_t n, size_t limit, int64_t *result);
    const char *name;
    const char *(*status_text)(int code);
    size_t max;
    const char *limit;
    bool at_least;
};

/* brute_stone8_moves, stone8_moves_slow and stone8_moves_tree for the
   game of s with that limit. */
int64_t brute_stone8_limit(const struct stone8_limit_solver *s, const int *v, size_t n,
                           size_t limit);
int64_t stone8_limit_slow(const struct stone8_limit_solver *s, const int *v, size_t n,
                          size_t limit);
int64_t stone8_limit_tree(const struct stone8_limit_solver *s, const int *v, size_t n,
                          size_t limit);

/* Asserts that s on v[0..n-1] with limit returns SG_OK, and returns its
   result. */
int64_t stone8_limit_of(const struct stone8_limit_solver *s, const int *v, size_t n,
                        size_t limit);

/* Asserts that s on v[0..n-1] with limit returns SG_OK and want; how says
   where want comes from, in the message. */
void expect_stone8_limit(const struct stone8_limit_solver *s, const int *v, size_t n,
                         size_t limit, int64_t want, const char *how);

/* For every limit from 2 to n + 1 and for SIZE_MAX: asserts that s on
   v[0..n-1] (n <= BRUTE_STONE8_MAX_N) gives brute_stone8_limit, and that
   stone8_limit_slow and stone8_limit_tree agree with it. */
void check_stone8_limit_small(const struct stone8_limit_solver *s, const int *v, size_t n);

/* Asserts the rows where nobody moves or Alice must take everything,
   with the limit 2: values NULL with n = 0, then n = 0, 1 and 2 on {6,
   -4} and n = 2 on {INT_MIN, INT_MIN}. */
void expect_stone8_limit_tiny_rows(const struct stone8_limit_solver *s);

/* Asserts the errors of s on {1, 2, 3}: SG_ENULL for NULL values with 3
   stones, for a NULL result, and for both NULL with no stone; SG_ETOOBIG
   for max + 1 stones and for SIZE_MAX, checked before the stones are
   read; SG_EINVAL for a limit of 1 or 0 (with one stone and with none
   too); and the result left alone on an error. */
void expect_stone8_limit_errors(const struct stone8_limit_solver *s);

/* Asserts s against stone8_limit_tree on v[0..n-1] for each of the
   limits[0..count-1]; desc names the row in the messages. */
void expect_stone8_limit_tree(const struct stone8_limit_solver *s, const int *v, size_t n,
                              const size_t *limits, size_t count, const char *desc);

/* Asserts s against stone8_limit_tree for each of the limits[0..count-1]
   on three rows of s->max stones from seed, of the kinds 0, 2 and 7 of
   fill_large_kind; and, with the limit plain (under which the game is
   Stone Game VIII itself), against sg_stone8. */
void expect_stone8_limit_longest_rows(const struct stone8_limit_solver *s, uint64_t seed,
                                      const size_t *limits, size_t count, size_t plain);

/* Asserts s against stone8_limit_tree for each of the limits[0..count-1]
   on the longest rows of equal extreme values: s->max stones of INT_MIN,
   then of INT_MAX. */
void expect_stone8_limit_extreme_rows(const struct stone8_limit_solver *s,
                                      const size_t *limits, size_t count);

/* 96 rows of 200 to 3000 stones from seed, every kind of
   fill_large_kind in turn, and limits small (2..6), middling (7..100),
   large (100..n + 1) and n - 1 in turn: asserts s against
   stone8_limit_slow, and stone8_limit_tree against it too. */
void check_stone8_limit_long_rows(const struct stone8_limit_solver *s, uint64_t seed);

/* A row of 2r stones (r >= 1) whose scores pass 2^63 for r >= 140,000
   although the difference does not: a head of r stones (the first worth
   2^30 + r - 1, the others INT_MAX) whose sum is P(r) = 2^30 (2r - 1),
   then r - 1 stones of INT_MIN and a last stone of -2^30.  The prefix
   sums fall by 2^31 to the right from r on, the running maximum changes
   at every place from r on, and the line is one move of r stones and r
   moves of two; move t scores 2^30 (2(r - t) - 1), the last one 0.  The
   value is 2^30 r.  With r = 120,000 the scores stay below 2^63. */
void fill_stone8_overflow(int *v, size_t r);

/* ---------------------------------------------------------------------
   Helpers shared by the tests and the exercise tests. */

/* Calls visit(v, n, ctx) once for every array v of every length n from 0
   to max_n (max_n <= BRUTE_MAX_N) with values in lo..hi: by increasing n,
   and for each n in the order of the number whose base (hi - lo + 1)
   digits, lowest first, are v[0] - lo, v[1] - lo, ...  Over -2..2 and up
   to length 6 that is 1 + 5 + 25 + ... + 15625 = 19531 calls. */
void for_each_array(size_t max_n, int lo, int hi,
                    void (*visit)(const int *v, size_t n, void *ctx), void *ctx);

/* Calls visit(v, n, ctx) on arrays of extreme values: for n = 1 to max_n
   (max_n <= BRUTE_MAX_N), n copies of INT_MIN and then n copies of
   INT_MAX; then, from the given seed, count arrays of a length
   rng_range(seed, 1, max_n) whose values are drawn by extreme_int. */
void for_each_extreme_array(size_t max_n, int count, uint64_t seed,
                            void (*visit)(const int *v, size_t n, void *ctx),
                            void *ctx);

/* Calls visit(v, n, ctx) on count random arrays from seed: array t has
   n = rng_range(&seed, 0, max_n) values (max_n <= BRUTE_MAX_N), drawn
   by fill(v, n, &seed, t % kinds). */
void for_each_random_array(long count, size_t max_n, uint64_t seed,
                           void (*fill)(int *v, size_t n, uint64_t *seed, int kind), int kinds,
                           void (*visit)(const int *v, size_t n, void *ctx), void *ctx);

/* v[0..n-1] = rng_range(seed, lo, hi), drawn in that order. */
void fill_random(int *v, size_t n, uint64_t *seed, int lo, int hi);

/* v[0..n-1] drawn by kind: 0, in -20..20; 1, in -2..2; 2, INT_MIN a
   quarter of the time, else INT_MAX two thirds of the time, else in
   -5..5; otherwise any int (the high half of rng_next). */
void fill_kind(int *v, size_t n, uint64_t *seed, int kind);

/* v[0..n-1] drawn by kind, for long rows: 0, in -1000..1000; 1, any int
   (rng_int); 2, rng_extreme; 3, INT_MAX, INT_MIN, INT_MAX, ... in turn;
   4, all INT_MAX; 5, all INT_MIN; 6, in -2..2; otherwise (7) in
   0..1000, no negative value.  Kinds 0 to FILL_LARGE_KINDS - 1 are
   distinct. */
#define FILL_LARGE_KINDS 8
void fill_large_kind(int *v, size_t n, uint64_t *seed, int kind);

/* A new array (free it) of n values, room for one at least, drawn by
   fill_large_kind(v, n, seed, kind); it asserts that the memory was
   there. */
int *new_large_row(size_t n, uint64_t *seed, int kind);

/* Calls visit(v, n, kind, ctx) on long rows at the int extremes, for the
   linear solvers of the games on the ends of a row: for each n of 1, 2,
   3, 64, 65, 999, 1000, 2000, 4096, 4999 and 5000, a row of every kind of
   fill_large_kind (0 to FILL_LARGE_KINDS - 1), drawn from seed in that
   order; then three rows of 5000 values of kind -1: a mountain (from
   near INT_MIN up to near INT_MAX and down again), a valley (the
   reverse) and a saw (INT_MIN, INT_MAX, INT_MIN, ...).  On them a stack
   of folds grows to n and folds all at once, never folds, or folds at
   every value.  Returns the number of rows visited. */
long for_each_long_extreme_row(uint64_t seed,
                               void (*visit)(const int *v, size_t n, int kind, void *ctx),
                               void *ctx);

/* v[0..n-1] >= 0 drawn by kind: 0, in 0..20; 1, in 0..3 (many ties); 2,
   among 0, 1, INT_MAX - 1 and INT_MAX; 3, any nonnegative int; otherwise
   (4), in 0..1000000. */
void fill_nonnegative(int *v, size_t n, uint64_t *seed, int kind);

/* v[0..n-1] (1 <= n <= 4096) with random signs and magnitudes whose
   absolute values add up to exactly target (0 <= target <= 2^31 n):
   each magnitude is a random share of what remains, kept within what the
   values still to come can absorb.  It asserts (Criterion) that the sum
   came out right.  The card game's and Stone Game VII's 32-bit bound is
   on that sum. */
void fill_with_sum(int *v, size_t n, int64_t target, uint64_t *seed);

/* Calls check(v, n) on every array that for_each_array(max_n, lo, hi,
   ...) visits, and asserts that there were want of them and that
   *checked, the count of rows that check keeps (a test's check_small
   adds one to it), went up by want. */
void check_every_array(size_t max_n, int lo, int hi, void (*check)(const int *v, size_t n),
                       const long *checked, long want);

/* Calls check(v, n) on the arrays of for_each_extreme_array(max_n, count,
   seed, ...), and asserts that there were 2 max_n + count of them and
   that *checked, the count of rows that check keeps, went up by as
   many. */
void check_extreme_arrays(size_t max_n, int count, uint64_t seed,
                          void (*check)(const int *v, size_t n), const long *checked);

/* Calls check(v, n) on the count random rows of for_each_random_array,
   and asserts that *checked, the count of rows that check keeps, went up
   by count, and that every length 0..max_n came more than more_than
   times. */
void check_random_arrays(uint64_t seed, long count, size_t max_n,
                         void (*fill)(int *v, size_t n, uint64_t *seed, int kind), int kinds,
                         void (*check)(const int *v, size_t n), const long *checked,
                         long more_than);

/* Asserts that tab, the n x n table that the library function name
   filled for the row desc, holds want[i*n+j] at every i <= j (entry(i,j)
   in the messages; ref says where want comes from) and still holds
   sentinel at every entry below the diagonal. */
void expect_upper_table(const int64_t *tab, const int64_t *want, size_t n, int64_t sentinel,
                        const char *name, const char *desc, const char *entry,
                        const char *ref);

/* One of INT_MIN, INT_MIN + 1, -1, 0, 1, INT_MAX - 1 and INT_MAX, each
   as likely (one draw: rng_range(seed, 0, 6) picks it). */
int extreme_int(uint64_t *seed);

/* INT_MAX a quarter of the time, INT_MIN a quarter of the time, and any
   int otherwise (one draw rng_range(seed, 0, 3), then in the last case a
   second, rng_range(seed, INT_MIN, INT_MAX)). */
int any_extreme_int(uint64_t *seed);

/* ---------------------------------------------------------------------
   Oracles for the Stone Game IX exercises: players remove one stone at a
   time, and the removal that makes the sum of the removed stones
   divisible by k ends the game. */

/* The most stones brute_divisible searches. */
#define BRUTE_DIV_MAX_N 12
/* The most stones of each remainder brute_div3_counts searches. */
#define BRUTE_DIV3_COUNT_MAX 20

/* 1 if Alice wins on v[0..n-1] (n <= BRUTE_DIV_MAX_N, k >= 1), by brute
   force over the actual stones with their exact sums.  The player whose
   removal makes the sum divisible by k wins if divisible_wins is
   non-zero, and loses otherwise; with no stone left, the player to move
   loses if stuck_loses is non-zero, and otherwise Bob wins. */
int brute_divisible(const int *v, size_t n, int k, int divisible_wins,
                    int stuck_loses);

/* The same game for k = 3 with c0, c1 and c2 stones (each at most
   BRUTE_DIV3_COUNT_MAX) of remainder 0, 1 and 2: a search over the
   positions (counts, removed sum modulo 3, turn), trying every remainder
   still on the table.  1 if Alice wins. */
int brute_div3_counts(int c0, int c1, int c2, int divisible_wins,
                      int stuck_loses);

/* Shuffles v[0..n-1]: for i = n down to 2, swaps v[i-1] with
   v[rng_range(seed, 0, i - 1)]. */
void shuffle_ints(int *v, size_t n, uint64_t *seed);

/* Fills v with c[r] stones of each remainder r modulo 3, in a random
   order, and returns their number: each stone is drawn (until its
   remainder is r) as any_extreme_int, extreme_int or a value in -20..20,
   one of the three by rng_range(seed, 0, 2); then shuffle_ints. */
size_t div3_from_counts(int *v, const int c[3], uint64_t *seed);

/* Asserts (Criterion) that a call returned the status code want; the
   message names what, both codes and their sg_strerror texts. */
void expect_code(int got, int want, const char *what);

/* For the adapters that give a line of play the value contract
   (alice - bob into *r): line_moves returns a buffer for the n moves of
   a line on n stones, each of size bytes (and one byte more, so that it
   is never empty); it asserts that the memory was there.  line_value_of
   then frees moves and, when rc, the code the line returned, is SG_OK,
   stores alice - bob in *r; it returns rc. */
void *line_moves(size_t n, size_t size);
int line_value_of(int rc, void *moves, int64_t alice, int64_t bob, int64_t *r);

/* Any int, from the top 32 bits of the generator. */
int rng_int(uint64_t *state);
/* A value for extreme arrays: mostly INT_MIN, INT_MAX and their
   neighbours, sometimes small, sometimes any int. */
int rng_extreme(uint64_t *state);
/* The sum of v[0..n-1], in 64 bits. */
int64_t sum_of(const int *v, size_t n);

/* A heap game from its rules, for the exercises of Stone Game IV: a
   move removes k^power stones (k >= 1, power >= 1).  Returns a new array
   (free it) with won[h] = 1 if the player to move wins from h stones
   and 0 if not, for h = 0..limit, by a memoised recursion.  The empty
   heap is won for the player to move when empty_wins (the misere rule:
   the other player took the last stone), lost otherwise. */
signed char *brute_power_game(size_t limit, unsigned power, int empty_wins);

/* Asserts the errors of a function that decides a heap, as
   solve(stones, &alice_wins), accepting heaps up to max: SG_ENULL for a
   NULL result, SG_ETOOBIG above max and at SIZE_MAX, and the result
   left alone on an error.  name names the function in messages. */
/* Calls solve(h, &alice_wins) and asserts SG_OK and that Alice wins
   exactly when want is non-zero; silent when right (no Criterion
   assertion is reported), so that it can run in long loops.  name names
   the function and status_text the codes in messages, what the case. */
void expect_heap_winner(int (*solve)(size_t, bool *), const char *name,
                        const char *(*status_text)(int), size_t h, int want,
                        const char *what);

void expect_heap_errors(int (*solve)(size_t, bool *), size_t max,
                        const char *name);

/* An exercise function that plays a variant of Stone Game VII on a row
   and returns both players' scores, as
   solve(values, n, &alice, &bob): SG_OK, or an error code.  status_text
   gives the text of a code (sg_exercise_strerror, which knows the
   exercises' SG_EUNSOLVED); rows of up to max stones are accepted. */
struct scores_solver {
    int (*solve)(const int *values, size_t n, int64_t *alice, int64_t *bob);
    const char *name;
    const char *(*status_text)(int code);
    size_t max;
};

/* Asserts that s on v[0..n-1] returns SG_OK and the scores want_alice
   and want_bob; how says where they come from, in the message. */
void expect_solver_scores(const struct scores_solver *s, const int *v, size_t n,
                          int64_t want_alice, int64_t want_bob, const char *how);

/* Asserts the rows of no, one and two stones of Stone Game VII, where
   nobody scores but the first of two moves: values NULL with n = 0,
   then n = 0, 1 and 2 on {6, -4} and on {INT_MIN, INT_MAX}. */
void expect_stone7_tiny_rows(const struct scores_solver *s);

/* Asserts the errors of s, with v[0..n-1] (n >= 1) a row it accepts:
   SG_ENULL for NULL values with n stones, for a NULL alice or bob, and
   for all three NULL with no stone; SG_ETOOBIG for max + 1 stones and
   for SIZE_MAX, checked before the stones are read; and the scores left
   alone on an error. */
void expect_scores_errors(const struct scores_solver *s, const int *v, size_t n);

/* Asserts s on the longest rows, max stones of INT_MIN and max - 1 of
   INT_MAX, where every play of Stone Game VII scores the same:
   (n - 1 - t) c at move t. */
void expect_stone7_equal_rows(const struct scores_solver *s);

/* An exercise function that computes one number from a row, as
   solve(values, n, &result): SG_OK, or an error code.  status_text gives
   the text of a code (sg_exercise_strerror); rows of up to max stones are
   accepted; with nonnegative, a row with a negative value is refused with
   SG_EINVAL. */
struct one_result_solver {
    int (*solve)(const int *values, size_t n, int64_t *result);
    const char *name;
    const char *(*status_text)(int code);
    size_t max;
    bool nonnegative;
};

/* Asserts that s on v[0..n-1] returns SG_OK, and returns its result. */
int64_t one_result_of(const struct one_result_solver *s, const int *v, size_t n);

/* Asserts that s on v[0..n-1] (v may be NULL with n = 0) returns SG_OK
   and want; how says where want comes from, in the messages. */
void expect_one_result(const struct one_result_solver *s, const int *v, size_t n,
                       int64_t want, const char *how);

/* Asserts the errors of s, with v[0..n-1] (n >= 1) a row it accepts:
   SG_ENULL for NULL values with n stones, for a NULL result, and for
   both NULL with no stone; SG_ETOOBIG for max + 1 stones and for
   SIZE_MAX, checked before the stones are read; if s->nonnegative,
   SG_EINVAL for a negative last value ({4, 5, -1}), a negative first
   value ({-3, 5, 6, 7}) and a row of one negative stone ({INT_MIN}: the
   values are checked even when n = 1); and the result left alone on an
   error. */
void expect_one_result_errors(const struct one_result_solver *s, const int *v, size_t n);

/* A line of play of a game on the ends of a row (the card game, Stone
   Game VII): the signature of sg_cards_line and its kin. */
typedef int line_solver(const int *, size_t, char *, int64_t *, int64_t *);

/* The errors and edge cases of such a line, limited to `limit` values:
   NULL pointers, n above the limit, SG_MAX_N + 1 and SIZE_MAX (nothing
   written), no values (no moves, scores 0), and either score left out.
   On the row [1, 2, 3] the line must score first3 and second3 with the
   moves moves3. */
void expect_ends_line_contract(line_solver *line, const char *name, size_t limit,
                               int64_t first3, int64_t second3, const char *moves3);

/* Which game on the ends of a row a line of play is checked for: in
   the card game a move scores the card it takes, in Stone Game VII the
   stones that remain. */
enum ends_game { ENDS_CARDS, ENDS_STONE7 };

/* Checks a line of play moves[0..n-1] of that game on v, move by move:
   every move is 'L' or 'R', no option of a position beats its value and
   the move made reaches it, the values read from d, the n x n relative
   table (d[i*n+j] for i <= j: the mover's best difference on the pieces
   i..j, as sg_cards_relative and sg_stone7_table fill it); and, if
   left_ties, 'R' is played only where 'L' is not optimal.  The line must
   use up the row.  desc names the row in messages. */
void expect_ends_line_optimal(enum ends_game game, const int *v, size_t n, const char *moves,
                              const int64_t *d, bool left_ties, const char *desc);

/* The subtraction set whose members are the bits of mask (bit s-1 for
   the member s), written into set in increasing order; returns its
   size (at most the number of bits of an unsigned). */
size_t subtraction_set_of(unsigned mask, int *set);

/* The adjacency lists of the graph of n nodes whose matrix is
   m[v * stride + u] (non-zero: an arc or edge from v to u): the
   neighbours of v, in increasing order or decreasing when reversed, as
   struct sg_graph holds them (first has n + 1 entries). */
void matrix_lists(size_t n, const unsigned char *m, size_t stride,
                  bool reversed, size_t *first, int *adjacent);

#endif /* SG_TESTS_BRUTE_H */
