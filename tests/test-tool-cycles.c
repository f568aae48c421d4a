/* test-tool-cycles.c: tests of `stonegame catmouse`, Cat and Mouse in the
   command-line tool (its path is in the environment variable SG_TOOL).
   The graph is read from standard input, a line of neighbours per node.
   Good runs: LeetCode's two examples and small graphs, exactly; random
   graphs, whose JSON must be the library's answer and line (sg_catmouse
   from the mouse on 1, the cat on 2); --play exactly.  Hostile inputs:
   bad tokens, loops, unknown nodes, duplicates, an edge listed one way,
   no way to the hole, a stuck cat, too few and too many nodes, too many
   neighbours, too long an input, values on the command line, unknown
   options: each exits with status 2 and one line on stderr that names
   the line of the node at fault. */
#include <criterion/criterion.h>

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stonegame.h"
#include "brute.h"
#include "tool-run.h"

#define CHECK(cond, ...) do { if (!(cond)) cr_assert_fail(__VA_ARGS__); } while (0)

static void expect_json(const char *graph, const char *want)
{
    struct run r;
    run_tool(&r, graph, "catmouse", "--json", (char *)NULL);
    expect_success(&r, graph);
    cr_assert_str_eq(r.out, want, "on %s", graph);
    run_free(&r);
}

Test(tool_cycles, leetcode_examples)
{
    expect_json("2 5\n3\n0 4 5\n1 4 5\n2 3\n0 2 3\n",
                "{\"game\":\"catmouse\",\"n\":6,\"winner\":\"Draw\",\"remoteness\":-1,"
                "\"moves\":[3,5,4,2,3,5,4,2,3,5,4,2]}\n");
    expect_json("1 3\n0\n3\n0 2\n",
                "{\"game\":\"catmouse\",\"n\":4,\"winner\":\"Mouse\",\"remoteness\":1,"
                "\"moves\":[0]}\n");
    /* the path 2 - 1 - 3 - 0: the mouse must step onto the cat's way */
    expect_json("3\n2 3\n1\n0 1\n",
                "{\"game\":\"catmouse\",\"n\":4,\"winner\":\"Mouse\",\"remoteness\":3,"
                "\"moves\":[3,1,0]}\n");
    /* no final newline; tabs and several spaces */
    expect_json("1\n0\t 2\n1",
                "{\"game\":\"catmouse\",\"n\":3,\"winner\":\"Mouse\",\"remoteness\":1,"
                "\"moves\":[0]}\n");
}

Test(tool_cycles, play_and_sentence)
{
    expect_tool_output("Cat and Mouse with 4 nodes; Mouse moves first.\n"
                       "   1. Mouse moves to node 3.\n"
                       "   2. Cat   moves to node 1.\n"
                       "   3. Mouse moves to node 0, the hole.\n"
                       "Mouse wins in 3 moves.\n", "3\n2 3\n1\n0 1\n",
                       "catmouse", "--play", (char *)NULL);
    expect_tool_output("Draw.\n", "2 5\n3\n0 4 5\n1 4 5\n2 3\n0 2 3\n",
                       "catmouse", (char *)NULL);
    expect_tool_output("Mouse wins in 1 move.\n", "1\n0 2\n1\n", "catmouse",
                       (char *)NULL);
}

/* A random graph of n nodes that obeys the rules: a path 1 .. n-1, 0
   and random chords; as text, and as the library's lists. */
struct rgraph {
    size_t n, first[41];
    int adjacent[40 * 40];
    char text[40 * 40 * 3 + 41];
};

static void random_graph(struct rgraph *g, size_t n, uint64_t *seed)
{
    unsigned char e[40][40] = {{0}};
    for (size_t v = 1; v < n; v++)
        e[v][(v + 1) % n] = e[(v + 1) % n][v] = 1;
    int chords = rng_range(seed, 0, (int)(2 * n));
    for (int k = 0; k < chords; k++) {
        size_t u = (size_t)rng_range(seed, 0, (int)n - 1);
        size_t v = (size_t)rng_range(seed, 0, (int)n - 1);
        if (u != v)
            e[u][v] = e[v][u] = 1;
    }
    size_t arcs = 0, len = 0;
    g->n = n;
    for (size_t v = 0; v < n; v++) {
        g->first[v] = arcs;
        for (size_t u = 0; u < n; u++)
            if (e[v][u]) {
                len += (size_t)sprintf(g->text + len, "%s%zu",
                                       arcs > g->first[v] ? " " : "", u);
                g->adjacent[arcs++] = (int)u;
            }
        g->text[len++] = '\n';
    }
    g->text[len] = '\0';
    g->first[n] = arcs;
}

Test(tool_cycles, random_graphs_as_the_library_plays_them)
{
    uint64_t seed = 913913;
    static struct rgraph g;
    for (int t = 0; t < 60; t++) {
        random_graph(&g, (size_t)rng_range(&seed, 3, 40), &seed);
        struct sg_graph sg = {g.n, g.first, g.adjacent};
        static int line[2 * 40 * 40 + 80];
        struct sg_catmouse_play play;
        cr_assert_eq(sg_catmouse(&sg, 1, 2, SG_MOUSE, line, sizeof line / sizeof *line,
                                 &play), SG_OK);
        static char want[20000];
        int len = sprintf(want, "{\"game\":\"catmouse\",\"n\":%zu,\"winner\":\"%s\","
                          "\"remoteness\":%d,\"moves\":[", g.n,
                          play.winner == SG_MOUSE ? "Mouse" : play.winner == SG_CAT
                          ? "Cat" : "Draw", play.remoteness);
        for (size_t j = 0; j < play.nmoves; j++)
            len += sprintf(want + len, "%s%d", j ? "," : "", line[j]);
        sprintf(want + len, "]}\n");
        expect_json(g.text, want);
    }
}

/* Each input is refused with status 2 and one line that contains want. */
static void expect_refused(const char *graph, const char *want)
{
    struct run r;
    run_tool(&r, graph, "catmouse", "--json", (char *)NULL);
    expect_usage_error(&r, graph);
    cr_assert(strstr(r.err, want) != NULL, "on %s: the message %s does not "
              "say %s", graph, r.err, want);
    run_free(&r);
    run_tool(&r, graph, "catmouse", "--play", (char *)NULL);
    expect_usage_error(&r, graph);
    run_free(&r);
}

Test(tool_cycles, hostile_graphs)
{
    expect_refused("1\n0 2\nx\n", "line 3: 'x' is not a number");
    expect_refused("1\n0 -2\n1\n", "line 2: '-2' is not a number");
    expect_refused("1\n0 2\n1.0\n", "line 3: '1.0' is not a number");
    expect_refused("1\n0 2\n0x1\n", "line 3: '0x1' is not a number");
    expect_refused("1\r\n0 2\r\n1\r\n", "line 1:");
    expect_refused("1\n0 2\n7\n", "line 3: '7' is not a node");
    expect_refused("1\n0 2\n99999999999999999999\n", "line 3:");
    expect_refused("1\n1 0 2\n1\n", "line 2: node 1 is its own neighbour");
    expect_refused("1\n0 2 2\n1 1\n", "line 2: node 1 lists 2 twice");
    expect_refused("1\n0 2\n\n", "line 2: node 1 lists 2, but line 3 does not list 1");
    expect_refused("\n2\n1\n", "no path leads from the mouse's node 1 to the hole");
    expect_refused("1 2\n0\n0\n", "the cat cannot move from node 2");
    expect_refused("", "the graph has 0 nodes");
    expect_refused("1\n0\n", "the graph has 2 nodes");
}

Test(tool_cycles, too_large)
{
    size_t size = (SG_CATMOUSE_MAX_NODES + 1) * 2 + 1;
    char *many = malloc(size);
    cr_assert_not_null(many);
    for (size_t k = 0; k <= SG_CATMOUSE_MAX_NODES; k++)
        many[2 * k] = '\n', many[2 * k + 1] = '\n';
    many[SG_CATMOUSE_MAX_NODES + 1] = '\0';
    expect_refused(many, "more than 1000 nodes");
    free(many);
    /* 1000 nodes, each listing every other: far beyond the neighbours */
    char *dense = malloc(1000 * 1000 * 4 + 1);
    cr_assert_not_null(dense);
    size_t len = 0;
    for (int v = 0; v < 300; v++) {
        for (int u = 0; u < 300; u++)
            if (u != v)
                len += (size_t)sprintf(dense + len, "%d ", u);
        dense[len++] = '\n';
    }
    dense[len] = '\0';
    expect_refused(dense, "neighbours in all");
    /* more than a mebibyte of input */
    memset(dense, ' ', 1500000);
    dense[1500000] = '\0';
    expect_refused(dense, "longer than");
    free(dense);
}

Test(tool_cycles, values_and_options_refused)
{
    struct run r;
    run_tool(&r, "1\n0 2\n1\n", "catmouse", "1", (char *)NULL);
    expect_usage_error(&r, "a value on the command line");
    cr_assert(strstr(r.err, "standard input") != NULL, "%s", r.err);
    run_free(&r);
    expect_unknown_options_refused("catmouse", "1\n0 2\n1\n");
}
