/* tool-games.c: prints the tool's table of games for the scripts that
   test the tool (tests/valgrind-tool), one line per game in the order of
   the table: its name, the fewest and the most pieces it takes, the
   values per piece, and the least and the largest value. */
#include <stdio.h>
#include "sg-tool.h"

int main(void)
{
    for (size_t g = 0; g < tool_game_count; g++) {
        const struct game *game = &tool_games[g];
        printf("%s %zu %zu %zu %d %d%s\n", game->name, game->min_n, game->max_n,
               game->per_piece, game->least, game->most,
               game->read != NULL ? " own" : "");
    }
    return 0;
}
