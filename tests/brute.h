/* brute.h: an independent brute-force oracle for Stone Game III, used by
   the tests only.  It does NOT use the "relative score" trick of the
   library: it plays every complete game with absolute scores, Alice
   maximising the final (alice - bob) and Bob minimising it. */
#ifndef SG_TESTS_BRUTE_H
#define SG_TESTS_BRUTE_H

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

#endif /* SG_TESTS_BRUTE_H */
