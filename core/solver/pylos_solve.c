/* One pass of the retrograde solve, over a slice of the table, on several threads.
 *
 * A table byte is VALUE_UNKNOWN, VALUE_UNUSED (a slot whose position is not canonical), or
 * 1 + 2 * distance + won: the side to move wins (won = 1) or loses in ``distance`` plies, the
 * winner hurrying, the loser delaying. Pass 0 marks the unused slots and the ends of the game.
 * Pass d settles the positions at distance d: won if a move leads to a position lost in d - 1,
 * lost if every move leads to a position won in at most d - 1. Values of distance d or more are
 * read as unknown during pass d, so a pass's result does not depend on the order the threads
 * write in: a pass cut short and done again gives the same table. Positions never settled are
 * draws (play can go round for ever). */
#include <pthread.h>
#include <stdlib.h>

#include "pylos.h"


#define WORK_UNIT 4096

typedef struct {
    const Game *g;
    uint8_t *table;
    int distance;
    uint64_t end;
    uint64_t next;    /* next index to hand out (atomic) */
    int64_t changed;  /* atomic */
    int failed;       /* atomic: a position with too many moves */
    volatile int64_t *progress;
} Pass;

static inline uint8_t encode(int distance, int won) { return (uint8_t)(1 + 2 * distance + won); }

static uint8_t settle(const Pass *pass, Pos *buffer, uint64_t own, uint64_t opp) {
    const Game *g = pass->g;
    int d = pass->distance;
    int n = children(g, own, opp, buffer);
    if (n < 0) return VALUE_UNUSED;
    int all_won = 1;
    for (int i = 0; i < n; i++) {
        int64_t child = rank_of(g, buffer[i].own, buffer[i].opp);
        uint8_t v = child < 0 ? VALUE_UNKNOWN : __atomic_load_n(&pass->table[child], __ATOMIC_RELAXED);
        if (v == VALUE_UNKNOWN || v == VALUE_UNUSED) {
            all_won = 0;
            continue;
        }
        int distance = (v - 1) >> 1, won = (v - 1) & 1;
        if (distance >= d) {
            all_won = 0;
        } else if (!won) {
            return encode(d, 1);  /* distance d - 1: an earlier loss would have settled it */
        }
    }
    return (all_won && n > 0) ? encode(d, 0) : VALUE_UNKNOWN;
}

static uint8_t first_pass(const Game *g, uint64_t index, uint64_t *own, uint64_t *opp) {
    int used = unrank(g, index, own, opp);
    if (used <= 0) return VALUE_UNUSED;
    int end = terminal(g, *own, *opp);
    if (end) return encode(0, end > 0);
    return VALUE_UNKNOWN;
}

static void *worker(void *argument) {
    Pass *pass = argument;
    const Game *g = pass->g;
    Pos *buffer = malloc(sizeof(Pos) * MAX_CHILDREN);
    if (!buffer) {
        __atomic_store_n(&pass->failed, 1, __ATOMIC_RELAXED);
        return NULL;
    }
    int64_t changed = 0;
    for (;;) {
        uint64_t start = __atomic_fetch_add(&pass->next, WORK_UNIT, __ATOMIC_RELAXED);
        if (start >= pass->end) break;
        uint64_t stop = start + WORK_UNIT < pass->end ? start + WORK_UNIT : pass->end;
        for (uint64_t i = start; i < stop; i++) {
            if (pass->table[i] != VALUE_UNKNOWN) continue;
            uint64_t own, opp;
            uint8_t v;
            if (pass->distance == 0) {
                v = first_pass(g, i, &own, &opp);
            } else {
                position_at(g, i, &own, &opp);
                v = settle(pass, buffer, own, opp);
                if (v == VALUE_UNUSED) __atomic_store_n(&pass->failed, 1, __ATOMIC_RELAXED);
            }
            if (v != VALUE_UNKNOWN) {
                __atomic_store_n(&pass->table[i], v, __ATOMIC_RELAXED);
                changed += v != VALUE_UNUSED;
            }
        }
        if (pass->progress) __atomic_fetch_add(pass->progress, (int64_t)(stop - start), __ATOMIC_RELAXED);
    }
    __atomic_fetch_add(&pass->changed, changed, __ATOMIC_RELAXED);
    free(buffer);
    return NULL;
}

/* Pass ``distance`` over the slots [start, end) of ``table``: the number of positions settled,
 * -1 if a position had more moves than the kernel holds, -2 if the distance is too large. */
int64_t solve_slice(const Game *g, uint8_t *table, int distance, uint64_t start, uint64_t end,
                    int jobs, volatile int64_t *progress) {
    if (distance > MAX_DISTANCE) return -2;
    Pass pass = {g, table, distance, end, start, 0, 0, progress};
    if (jobs < 1) jobs = 1;
    if (jobs > 256) jobs = 256;
    pthread_t threads[256];
    int started = 0;
    for (int i = 1; i < jobs; i++)
        if (pthread_create(&threads[started], NULL, worker, &pass) == 0) started++;
    worker(&pass);
    for (int i = 0; i < started; i++) pthread_join(threads[i], NULL);
    return pass.failed ? -1 : pass.changed;
}

int game_init(Game *g, int base, int balls, int recovery, int lines, int empty_reserve) {
    if ((base != 3 && base != 4) || balls < 1 || balls > 15) return -1;
    g->base = base;
    g->balls = balls;
    g->recovery = recovery;
    g->lines = lines;
    g->empty_reserve = empty_reserve;
    init_geometry(g);
    if (2 * balls > g->places) return -1;
    return init_index(g);
}

void game_free(Game *g) { free_index(g); }
