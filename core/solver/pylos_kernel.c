/* The Pylos kernel: geometry, rules and move generation (mirroring core/games/pylos/board.py
 * and rules.py), the symmetric index of positions, and a pass of the retrograde solve. */
#include "pylos.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define BIT(p) (1ULL << (p))
#define POPCOUNT(x) __builtin_popcountll(x)
#define LOWEST(x) __builtin_ctzll(x)

static int place_bit(int z, int r, int c) { return 16 * z + 4 * r + c; }

/* --- geometry ------------------------------------------------------------------------------ */
void init_geometry(Game *g) {
    int base = g->base;
    memset(g->local_valid, 0, sizeof g->local_valid);
    g->valid = 0;
    g->places = 0;
    for (int z = 0; z < base; z++) {
        int n = base - z;
        for (int r = 0; r < n; r++) {
            g->row_offset[z][r] = g->places;
            for (int c = 0; c < n; c++) {
                g->local_valid[z] |= BIT(4 * r + c);
                g->bit_of[g->places++] = place_bit(z, r, c);
            }
        }
        g->valid |= g->local_valid[z] << (16 * z);
    }
    g->top = place_bit(base - 1, 0, 0);
    for (int z = 0; z < 4; z++) {
        g->lower[z] = 0;
        for (int y = 0; y < z; y++) g->lower[z] |= g->local_valid[y] << (16 * y);
        g->higher[z] = 0;
        for (int y = z + 1; y < 4; y++) g->higher[z] |= g->local_valid[y] << (16 * y);
    }
    for (int p = 0; p < 64; p++) {
        int z = p / 16, r = (p % 16) / 4, c = p % 4;
        g->level[p] = z;
        g->supports[p] = g->above[p] = g->corners[p] = 0;
        g->line_masks[p][0] = g->line_masks[p][1] = 0;
        if (!(g->valid >> p & 1)) continue;
        if (z > 0)
            for (int dr = 0; dr < 2; dr++)
                for (int dc = 0; dc < 2; dc++) g->supports[p] |= BIT(place_bit(z - 1, r + dr, c + dc));
        int up = base - z - 1;
        for (int rr = r - 1; rr <= r; rr++)
            for (int cc = c - 1; cc <= c; cc++)
                if (rr >= 0 && cc >= 0 && rr < up && cc < up) g->above[p] |= BIT(place_bit(z + 1, rr, cc));
        g->corners[p] = z < 3 ? g->above[p] >> (16 * (z + 1)) : 0;
        int n = base - z;
        if (g->lines && n >= 3)
            for (int i = 0; i < n; i++) {
                g->line_masks[p][0] |= BIT(place_bit(z, r, i));
                g->line_masks[p][1] |= BIT(place_bit(z, i, c));
            }
    }
    g->structure_count = 0;
    for (int z = 0; z + 1 < base; z++) {
        int n = base - z;
        for (int r = 0; r + 1 < n; r++)
            for (int c = 0; c + 1 < n; c++)
                g->structures[g->structure_count++] = BIT(place_bit(z, r, c)) | BIT(place_bit(z, r + 1, c)) |
                                                      BIT(place_bit(z, r, c + 1)) | BIT(place_bit(z, r + 1, c + 1));
        if (g->lines && n >= 3)
            for (int i = 0; i < n; i++) {
                uint64_t row = 0, column = 0;
                for (int j = 0; j < n; j++) {
                    row |= BIT(place_bit(z, i, j));
                    column |= BIT(place_bit(z, j, i));
                }
                g->structures[g->structure_count++] = row;
                g->structures[g->structure_count++] = column;
            }
    }
}

static inline uint64_t squares(uint64_t bits, uint64_t next_level) {
    return bits & (bits >> 1) & (bits >> 4) & (bits >> 5) & next_level;
}

static inline uint64_t available(const Game *g, uint64_t occ) {
    uint64_t l0 = occ & 0xFFFF, l1 = (occ >> 16) & 0xFFFF, l2 = (occ >> 32) & 0xFFFF, l3 = occ >> 48;
    const uint64_t *lv = g->local_valid;
    return (~l0 & lv[0]) | ((squares(l0, lv[1]) & ~l1) << 16) |
           ((squares(l1, lv[2]) & ~l2) << 32) | ((squares(l2, lv[3]) & ~l3) << 48);
}

static inline uint64_t supporting(const Game *g, uint64_t occ) {
    uint64_t result = 0;
    for (int z = 1; z < 4; z++) {
        uint64_t up = (occ >> (16 * z)) & 0xFFFF;
        result |= (up | (up << 1) | (up << 4) | (up << 5)) << (16 * (z - 1));
    }
    return result & g->valid;
}

static inline int completes(const Game *g, uint64_t own, int target) {
    int z = g->level[target];
    if (z >= 3) return 0;
    if (squares((own >> (16 * z)) & 0xFFFF, g->local_valid[z + 1]) & g->corners[target]) return 1;
    for (int i = 0; i < 2; i++) {
        uint64_t m = g->line_masks[target][i];
        if (m && (own & m) == m) return 1;
    }
    return 0;
}

/* --- rules ---------------------------------------------------------------------------------- */
static int has_raise(const Game *g, uint64_t own, uint64_t occ) {
    uint64_t avail = available(g, occ), free = own & ~supporting(g, occ);
    while (free) {
        int origin = LOWEST(free);
        free &= free - 1;
        if (avail & g->higher[g->level[origin]] & ~g->above[origin]) return 1;
    }
    return 0;
}

/* The game's end for the side to move: 1 won, -1 lost, 0 not over (rules.py _compute_outcome,
 * without the repetition draw). */
int terminal(const Game *g, uint64_t own, uint64_t opp) {
    uint64_t occ = own | opp;
    if (occ >> g->top & 1) return (own >> g->top & 1) ? 1 : -1;
    int own_reserve = g->balls - POPCOUNT(own), opp_reserve = g->balls - POPCOUNT(opp);
    if (g->empty_reserve) {
        if (opp_reserve <= 0) return 1;
        if (own_reserve <= 0) return -1;
        return 0;
    }
    if (own_reserve <= 0 && !has_raise(g, own, occ)) return -1;
    return 0;
}

typedef struct {
    Pos *out;
    int count;
} Sink;

static inline void emit(Sink *s, uint64_t own, uint64_t opp) {
    if (s->count < MAX_CHILDREN) {
        s->out[s->count].own = opp; /* the child is seen from the other side */
        s->out[s->count].opp = own;
    }
    s->count++;
}

/* One place or raise (moved: its bits, target: where the ball went) and its take-backs. */
static void action(const Game *g, Sink *s, uint64_t own, uint64_t opp, uint64_t moved, int target) {
    uint64_t own2 = own ^ moved, occ2 = (own | opp) ^ moved;
    if (!(g->recovery && completes(g, own2, target))) {
        emit(s, own2, opp);
        return;
    }
    uint64_t free1 = own2 & ~supporting(g, occ2);
    for (uint64_t a_set = free1; a_set; a_set &= a_set - 1) {
        uint64_t a = a_set & -a_set;
        emit(s, own2 ^ a, opp);
        for (uint64_t b_set = a_set & (a_set - 1); b_set; b_set &= b_set - 1)
            emit(s, own2 ^ a ^ (b_set & -b_set), opp);
        uint64_t freed = own2 & g->supports[LOWEST(a)] & ~supporting(g, occ2 & ~a);
        for (; freed; freed &= freed - 1) emit(s, own2 ^ a ^ (freed & -freed), opp);
    }
}

/* Every legal move's resulting position, one per move (as the Python engine's legal_moves),
 * or -1 when there would be more than MAX_CHILDREN. The caller checks the game is not over. */
int children(const Game *g, uint64_t own, uint64_t opp, Pos *out) {
    Sink s = {out, 0};
    uint64_t occ = own | opp, avail = available(g, occ);
    if (g->balls - POPCOUNT(own) > 0)
        for (uint64_t places = avail; places; places &= places - 1)
            action(g, &s, own, opp, places & -places, LOWEST(places));
    for (uint64_t free = own & ~supporting(g, occ); free; free &= free - 1) {
        int origin = LOWEST(free);
        uint64_t targets = avail & g->higher[g->level[origin]] & ~g->above[origin];
        for (; targets; targets &= targets - 1)
            action(g, &s, own, opp, (targets & -targets) | BIT(origin), LOWEST(targets));
    }
    return s.count > MAX_CHILDREN ? -1 : s.count;
}

uint64_t perft(const Game *g, uint64_t own, uint64_t opp, int depth) {
    if (depth == 0) return 1;
    if (terminal(g, own, opp)) return 0;
    Pos *buffer = malloc(sizeof(Pos) * MAX_CHILDREN);
    if (!buffer) return 0;
    int n = children(g, own, opp, buffer);
    uint64_t total = 0;
    if (depth == 1)
        total = (uint64_t)(n < 0 ? 0 : n);
    else
        for (int i = 0; i < n; i++) total += perft(g, buffer[i].own, buffer[i].opp, depth - 1);
    free(buffer);
    return total;
}

/* --- moves backwards ------------------------------------------------------------------------ */
/* The positions a move could have come from are found by undoing it: take the ball back from
 * where it went (``target``) to the reserve or down to an empty place, after putting back the
 * balls the move took back. What is found is a superset of the true parents (a move undone
 * that was not legal, or that would have given balls back): the solve checks each forward. */
typedef struct {
    const Game *g;
    uint64_t opponent; /* the other player's balls: the child's mover, unchanged by the move */
    Visit visit;
    void *context;
} Undo;

/* Undo a place or a raise to ``target`` from the position after it, ``mine`` the mover's
 * balls there (with any taken back balls put back). */
static void undo_action(const Undo *u, uint64_t mine, uint64_t occ, int target) {
    const Game *g = u->g;
    uint64_t before = mine & ~BIT(target);
    if (POPCOUNT(before) < g->balls) u->visit(u->context, before, u->opponent);
    uint64_t origins = available(g, occ) & g->lower[g->level[target]];
    for (; origins; origins &= origins - 1) u->visit(u->context, before | (origins & -origins), u->opponent);
}

static int closed(const Game *g, uint64_t occ, uint64_t added) {
    for (uint64_t rest = added; rest; rest &= rest - 1)
        if ((g->supports[LOWEST(rest)] & (occ | added)) != g->supports[LOWEST(rest)]) return 0;
    return 1;
}

/* Undo the moves that completed ``structure`` and took back ``back`` (one or two balls). */
static void undo_recovery(const Undo *u, uint64_t mine, uint64_t occ, uint64_t structure, uint64_t back) {
    if (!closed(u->g, occ, back)) return;
    uint64_t mine2 = mine | back, occ2 = occ | back;
    for (uint64_t targets = structure & mine2; targets; targets &= targets - 1) {
        int target = LOWEST(targets);
        if (!(u->g->above[target] & occ2)) undo_action(u, mine2, occ2, target);
    }
}

void parents(const Game *g, uint64_t own, uint64_t opp, Visit visit, void *context) {
    Undo u = {g, own, visit, context};
    uint64_t mine = opp, occ = own | opp, empty = g->valid & ~occ;
    for (uint64_t targets = mine; targets; targets &= targets - 1) {
        int target = LOWEST(targets);
        if (!(g->above[target] & occ) && !(g->recovery && completes(g, mine, target)))
            undo_action(&u, mine, occ, target);
    }
    if (!g->recovery) return;
    for (int s = 0; s < g->structure_count; s++) {
        uint64_t structure = g->structures[s], missing = structure & ~mine;
        if (structure & own || POPCOUNT(missing) > 2) continue;
        if (missing) undo_recovery(&u, mine, occ, structure, missing);
        if (POPCOUNT(missing) == 2) continue;
        for (uint64_t extra = empty & ~missing; extra; extra &= extra - 1) {
            uint64_t e = extra & -extra;
            undo_recovery(&u, mine, occ, structure, missing | e);
            if (missing) continue;
            for (uint64_t more = extra & (extra - 1); more; more &= more - 1)
                undo_recovery(&u, mine, occ, structure, e | (more & -more));
        }
    }
}
