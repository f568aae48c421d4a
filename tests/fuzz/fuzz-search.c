/* fuzz-search.c: differential fuzzing of the chapter on searching game
   trees.  The first byte chooses the game.  Even: Flip Game II on a row
   of up to 20 characters, one bit of the following bytes per character
   ('+' for a one), where sg_flip, sg_flip_grundy and sg_flip_search must
   agree with a search written here, and sg_flip_line must replay.  Odd:
   Can I Win with m = byte 1 % 11 and a total of byte 2 - 10, where
   sg_canwin, sg_search on sg_game_canwin and sg_alphabeta with every
   option must agree. */
#include <stdlib.h>
#include "stonegame.h"
#include "fuzz-input.h"

/* Does the player to move win on the row of bits r of n characters? */
static bool won(uint32_t r, size_t n)
{
    for (size_t i = 0; i + 1 < n; i++)
        if ((r >> i & 3) == 3 && !won(r & ~(UINT32_C(3) << i), n))
            return true;
    return false;
}

static void flip(const uint8_t *data, size_t size)
{
    size_t n = size > 1 ? data[1] % 21 : 0;
    uint32_t r = 0;
    char row[21];
    for (size_t i = 0; i < n; i++) {
        size_t byte = 2 + i / 8;
        unsigned bit = byte < size ? data[byte] >> (i % 8) & 1 : 0;
        r |= (uint32_t)bit << i;
        row[i] = bit ? '+' : '-';
    }
    bool want = won(r, n), a = !want, b = !want, c = !want, d = !want;
    size_t moves[10], nm;
    FUZZ_CHECK(sg_flip(row, n, &a) == SG_OK && a == want);
    FUZZ_CHECK(sg_flip_grundy(row, n, &b) == SG_OK && b == want);
    FUZZ_CHECK(sg_flip_search(row, n, &c, NULL) == SG_OK && c == want);
    FUZZ_CHECK(sg_flip_line(row, n, moves, &nm, &d) == SG_OK && d == want);
    for (size_t j = 0; j < nm; j++) {
        FUZZ_CHECK(moves[j] + 1 < n && (r >> moves[j] & 3) == 3);
        r &= ~(UINT32_C(3) << moves[j]);
        FUZZ_CHECK(want == (j % 2 == 0) ? !won(r, n) : true);
    }
    FUZZ_CHECK((r & r >> 1) == 0 && (nm % 2 == 1) == want);
}

static void canwin(const uint8_t *data, size_t size)
{
    int m = size > 1 ? data[1] % 11 : 0, t = size > 2 ? data[2] - 10 : 0, w;
    struct sg_game g;
    int64_t v, u;
    static const struct sg_search_options o[] = {
        {0}, {.order = true}, {.table = true}, {.deepen = true}};
    FUZZ_CHECK(sg_canwin(m, t, &w, NULL) == SG_OK);
    FUZZ_CHECK(sg_game_canwin(m, t, &g) == SG_OK);
    int64_t *memo = malloc(g.positions * sizeof *memo);
    FUZZ_CHECK(memo != NULL && sg_search(&g, memo, &v, NULL, NULL) == SG_OK && v == w);
    for (size_t k = 0; k < sizeof o / sizeof o[0]; k++)
        FUZZ_CHECK(sg_alphabeta(&g, &o[k], &u, NULL, NULL) == SG_OK && u == v);
    free(memo);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 0 && data[0] & 1)
        canwin(data, size);
    else
        flip(data, size);
    return 0;
}
