/* consumer.c: a program outside the project, built against the installed
   library with pkg-config by tests/check-install. */
#include <stdio.h>
#include <stonegame.h>

int main(void)
{
    int v[] = {1, 2, 3, 7};
    int64_t d, alice, bob, stones;
    bool alice_wins;
    if (sg_stone3(v, 4, &d) != SG_OK || sg_cards(v, 4, &alice, &bob) != SG_OK
        || sg_stone2(v, 4, &stones) != SG_OK || sg_stone9(v, 4, &alice_wins) != SG_OK)
        return 1;
    printf("%lld %lld %lld %lld %d %s\n", (long long)d, (long long)alice,
           (long long)bob, (long long)stones, alice_wins, sg_strerror(SG_ENOMEM));
    return 0;
}
