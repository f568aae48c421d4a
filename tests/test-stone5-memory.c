/* test-stone5-memory.c: the memory that Stone Game V's quadratic solver
   needs, as the kernel sees it.  The chapter says that 5000 stones are
   solved within one gibibyte: the test solves them under an address-space
   limit of 1 GiB (RLIMIT_AS, set in the test's own process; Criterion runs
   every test in a process of its own), and checks that the peak resident
   memory of the process stayed below 1 GiB.  Under AddressSanitizer, whose
   shadow memory reserves far more address space than that, only the peak
   resident memory is checked. */
#define _POSIX_C_SOURCE 200809L
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/resource.h>

#include "stonegame.h"
#include "brute.h"

#if defined(__SANITIZE_ADDRESS__)
#define UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UNDER_ASAN 1
#endif
#endif

#define GIBIBYTE ((rlim_t)1 << 30)

Test(stone5_memory, five_thousand_stones_in_one_gibibyte, .timeout = 120)
{
    uint64_t seed = 1563;
    int *v = malloc(5000 * sizeof *v);
    int64_t before, within;
    cr_assert_not_null(v);
    fill_random(v, 5000, &seed, 0, 1000);
    cr_assert_eq(sg_stone5(v, 5000, &before), SG_OK, "n = 5000 without a limit");
#ifndef UNDER_ASAN
    struct rlimit limit = {GIBIBYTE, GIBIBYTE};
    cr_assert_eq(setrlimit(RLIMIT_AS, &limit), 0, "setrlimit failed");
#endif
    int status = sg_stone5(v, 5000, &within);
    cr_assert_eq(status, SG_OK, "n = 5000 within 1 GiB: %s", sg_strerror(status));
    cr_assert_eq(within, before, "n = 5000: %lld within 1 GiB, %lld without",
                 (long long)within, (long long)before);
    struct rusage usage;
    cr_assert_eq(getrusage(RUSAGE_SELF, &usage), 0, "getrusage failed");
    cr_assert_lt((rlim_t)usage.ru_maxrss * 1024, GIBIBYTE,
                 "n = 5000: the process reached %ld KiB of resident memory",
                 usage.ru_maxrss);
    free(v);
}
