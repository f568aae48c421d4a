/* alloc-search.c: the cases of test-alloc (the harness: tests/alloc.h)
   for the chapter on searching game trees: alpha-beta's table, the memo
   of Can I Win, and the memo, the values and the line of Flip Game II. */
#include <string.h>
#include "alloc.h"

static int alphabeta_table(int64_t *r)
{
    static const struct sg_search_options both = {.order = true, .table = true};
    struct sg_game g;
    int status = sg_game_cards(small, 12, &g);
    return status == SG_OK ? sg_alphabeta(&g, &both, r, NULL, NULL) : status;
}
static int canwin(int64_t *r)
{
    int w = 0;
    int status = sg_canwin(12, 40, &w, NULL);
    *r = w;
    return status;
}
static int canwin_line(int64_t *r)
{
    int moves[SG_CANWIN_MAX], w = 0;
    size_t n = 0;
    int status = sg_canwin_line(12, 40, moves, &n, &w);
    *r = (int64_t)n * 3 + w;
    return status;
}
/* Twenty plus signs: the memo grows several times. */
static int flip_search(int64_t *r)
{
    static const char row[] = "++++++++++++++++++++";
    bool a = false;
    uint64_t p = 0;
    int status = sg_flip_search(row, 20, &a, &p);
    *r = (int64_t)p * 2 + a;
    return status;
}
static int flip_grundy(int64_t *r)
{
    static char row[N];
    bool a = false;
    memset(row, '+', N);
    int status = sg_flip_grundy(row, N, &a);
    *r = a;
    return status;
}
static int flip_line(int64_t *r)
{
    static char row[N];
    static size_t moves[N / 2];
    size_t n = 0;
    memset(row, '+', N);
    int status = sg_flip_line(row, N, moves, &n, NULL);
    *r = (int64_t)n;
    return status;
}

Test(alloc, alphabeta_table, .init = make_rows) { fail_each_allocation(alphabeta_table, "sg_alphabeta"); }
Test(alloc, canwin, .init = make_rows) { fail_each_allocation(canwin, "sg_canwin"); }
Test(alloc, canwin_line, .init = make_rows) { fail_each_allocation(canwin_line, "sg_canwin_line"); }
Test(alloc, flip_search, .init = make_rows) { fail_each_allocation(flip_search, "sg_flip_search"); }
Test(alloc, flip_grundy, .init = make_rows) { fail_each_allocation(flip_grundy, "sg_flip_grundy"); }
Test(alloc, flip_line, .init = make_rows) { fail_each_allocation(flip_line, "sg_flip_line"); }
