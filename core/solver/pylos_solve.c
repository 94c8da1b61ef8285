/* One pass of the retrograde solve, over a slice of the table, on several threads.
 *
 * A table byte is VALUE_UNKNOWN, VALUE_UNUSED (a slot whose position is not canonical), or
 * 1 + 2 * distance + won: the side to move wins (won = 1) or loses in ``distance`` plies, the
 * winner hurrying, the loser delaying. Pass 0 marks the unused slots and the ends of the game.
 * Pass d settles the positions at distance d: won if a move leads to a position lost in d - 1,
 * lost if every move leads to a position won in at most d - 1. Only the parents of the
 * positions settled at pass d - 1 can be, so pass d goes through those (found by undoing moves)
 * and looks at each one's moves. Values of distance d or more are read as unknown during pass
 * d, so a pass's result does not depend on the order the threads write in: a pass cut short and
 * done again gives the same table. Positions never settled are draws (play can go round for
 * ever). */
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

/* The value of a position at pass d, or VALUE_UNKNOWN. ``hopeful`` stops at the first move that
 * does not lead to a won position (the position cannot be lost now): enough when the position
 * was reached from a won one, since a move to a lost one is looked for from that lost one. */
static uint8_t settle(const Pass *pass, Pos *buffer, uint64_t own, uint64_t opp, int hopeful) {
    const Game *g = pass->g;
    int d = pass->distance;
    int n = children(g, own, opp, buffer);
    if (n < 0) return VALUE_UNUSED;
    int all_won = 1;
    for (int i = 0; i < n; i++) {
        int64_t child = rank_of(g, buffer[i].own, buffer[i].opp);
        uint8_t v = child < 0 ? VALUE_UNKNOWN : __atomic_load_n(&pass->table[child], __ATOMIC_RELAXED);
        int distance = (v - 1) >> 1, won = (v - 1) & 1;
        if (v == VALUE_UNKNOWN || v == VALUE_UNUSED || distance >= d) {
            all_won = 0;
            if (hopeful) return VALUE_UNKNOWN;
        } else if (!won) {
            return encode(d, 1); /* distance d - 1: an earlier loss would have settled it */
        }
    }
    return (all_won && n > 0) ? encode(d, 0) : VALUE_UNKNOWN;
}

typedef struct {
    Pass *pass;
    Pos *buffer;
    int hopeful;
    int64_t changed;
} Trigger;

/* A possible parent of a position settled at the last pass: settle it if it is unknown. */
static void visit_parent(void *context, uint64_t own, uint64_t opp) {
    Trigger *t = context;
    Pass *pass = t->pass;
    int64_t index = rank_of(pass->g, own, opp);
    if (index < 0 || __atomic_load_n(&pass->table[index], __ATOMIC_RELAXED) != VALUE_UNKNOWN) return;
    uint8_t v = settle(pass, t->buffer, own, opp, t->hopeful);
    if (v == VALUE_UNUSED) {
        __atomic_store_n(&pass->failed, 1, __ATOMIC_RELAXED);
    } else if (v != VALUE_UNKNOWN) {
        uint8_t unknown = VALUE_UNKNOWN;
        if (__atomic_compare_exchange_n(&pass->table[index], &unknown, v, 0, __ATOMIC_RELAXED,
                                        __ATOMIC_RELAXED))
            t->changed++;
    }
}

static uint8_t first_pass(const Game *g, const Cursor *cursor, uint64_t *own, uint64_t *opp) {
    if (!cursor_position(g, cursor, own, opp)) return VALUE_UNUSED;
    int end = terminal(g, *own, *opp);
    if (end) return encode(0, end > 0);
    return VALUE_UNKNOWN;
}

/* Pass 0 over slots [start, stop): the unused slots and the ends of the game. */
static int64_t mark_ends(Pass *pass, uint64_t start, uint64_t stop) {
    int64_t changed = 0;
    Cursor cursor;
    if (cursor_at(pass->g, start, &cursor)) return 0;
    for (uint64_t i = start; i < stop; i++, cursor_next(pass->g, &cursor)) {
        uint64_t own, opp;
        if (pass->table[i] != VALUE_UNKNOWN) continue;
        uint8_t v = first_pass(pass->g, &cursor, &own, &opp);
        if (v != VALUE_UNKNOWN) pass->table[i] = v;
        changed += v != VALUE_UNKNOWN && v != VALUE_UNUSED;
    }
    return changed;
}

/* Pass d over slots [start, stop): the parents of each position settled at distance d - 1. */
static int64_t settle_parents(Pass *pass, Pos *buffer, uint64_t start, uint64_t stop) {
    Trigger trigger = {pass, buffer, 0, 0};
    uint8_t lost = encode(pass->distance - 1, 0), won = encode(pass->distance - 1, 1);
    for (uint64_t i = start; i < stop; i++) {
        uint8_t v = __atomic_load_n(&pass->table[i], __ATOMIC_RELAXED);
        if (v != lost && v != won) continue;
        uint64_t own, opp;
        unrank(pass->g, i, &own, &opp);
        trigger.hopeful = v == won;
        parents(pass->g, own, opp, visit_parent, &trigger);
    }
    return trigger.changed;
}

static void *worker(void *argument) {
    Pass *pass = argument;
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
        changed += pass->distance == 0 ? mark_ends(pass, start, stop) : settle_parents(pass, buffer, start, stop);
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
