/* The index of Pylos positions: a position (own, opp) is ranked by its ball counts, then by its
 * shape (the set of occupied places, support-closed) among the canonical shapes of its size,
 * then by which of those places are the mover's (the colex rank of the pattern). A position is
 * first brought to its canonical form under the board's eight symmetries: the image with the
 * smallest shape, then the smallest own balls. Slots whose position is not canonical (a shape
 * with symmetries of its own) are unused. */
#include <stdlib.h>
#include <string.h>

#include "pylos.h"

#define BIT(p) (1ULL << (p))

uint32_t to_compact(const Game *g, uint64_t mask) {
    uint32_t out = 0;
    for (int z = 0; z < g->base; z++) {
        int n = g->base - z;
        for (int r = 0; r < n; r++)
            out |= (uint32_t)((mask >> (16 * z + 4 * r)) & ((1u << n) - 1)) << g->row_offset[z][r];
    }
    return out;
}

uint64_t from_compact(const Game *g, uint32_t compact) {
    uint64_t out = 0;
    for (int z = 0; z < g->base; z++) {
        int n = g->base - z;
        for (int r = 0; r < n; r++)
            out |= (uint64_t)((compact >> g->row_offset[z][r]) & ((1u << n) - 1)) << (16 * z + 4 * r);
    }
    return out;
}

static inline uint32_t symmetric(const Game *g, int s, uint32_t x) {
    return g->sym[s][0][x & 1023] | g->sym[s][1][(x >> 10) & 1023] | g->sym[s][2][x >> 20];
}

static void init_symmetries(Game *g) {
    int perm[8][MAX_PLACES];
    for (int s = 0; s < 8; s++)
        for (int i = 0; i < g->places; i++) {
            int p = g->bit_of[i], z = p / 16, r = (p % 16) / 4, c = p % 4, m = g->base - z - 1;
            if (s & 1) { int t = r; r = c; c = t; }
            if (s & 2) r = m - r;
            if (s & 4) c = m - c;
            perm[s][i] = g->row_offset[z][r] + c;
        }
    for (int s = 0; s < 8; s++)
        for (int chunk = 0; chunk < 3; chunk++)
            for (uint32_t v = 0; v < 1024; v++) {
                uint32_t out = 0;
                for (int b = 0; b < 10; b++) {
                    int i = 10 * chunk + b;
                    if ((v >> b & 1) && i < g->places) out |= 1u << perm[s][i];
                }
                g->sym[s][chunk][v] = out;
            }
}

static uint32_t canonical_shape(const Game *g, uint32_t shape) {
    uint32_t best = shape;
    for (int s = 1; s < 8; s++) {
        uint32_t image = symmetric(g, s, shape);
        if (image < best) best = image;
    }
    return best;
}

static inline uint32_t hash_slot(const Game *g, uint32_t key) {
    return (uint32_t)((key * 2654435761u) ^ (key >> 15)) & g->hash_mask;
}

static int64_t shape_number(const Game *g, uint32_t shape) {
    for (uint32_t slot = hash_slot(g, shape);; slot = (slot + 1) & g->hash_mask) {
        uint32_t key = g->hash_keys[slot];
        if (key == 0) return -1;
        if (key == shape + 1) return g->hash_values[slot];
    }
}

/* Every support-closed set of places, level after level, as compact masks. */
static int collect_shapes(const Game *g, uint32_t **found, int *count) {
    int capacity = 1024, n = 1;
    uint64_t *current = malloc(sizeof(uint64_t) * capacity);
    if (!current) return -1;
    current[0] = 0;
    for (int z = 0; z < g->base; z++) {
        int next_count = 0, next_capacity = 1024;
        uint64_t *next = malloc(sizeof(uint64_t) * next_capacity);
        if (!next) { free(current); return -1; }
        for (int i = 0; i < n; i++) {
            uint64_t candidates = 0, occ = current[i];
            for (int p = 16 * z; p < 16 * z + 16; p++)
                if ((g->valid >> p & 1) && (occ & g->supports[p]) == g->supports[p]) candidates |= BIT(p);
            /* every subset of the candidates */
            uint64_t sub = 0;
            do {
                if (next_count == next_capacity) {
                    next_capacity *= 2;
                    uint64_t *grown = realloc(next, sizeof(uint64_t) * next_capacity);
                    if (!grown) { free(next); free(current); return -1; }
                    next = grown;
                }
                next[next_count++] = occ | sub;
                sub = (sub - candidates) & candidates;
            } while (sub);
        }
        free(current);
        current = next;
        n = next_count;
    }
    *found = malloc(sizeof(uint32_t) * n);
    if (!*found) { free(current); return -1; }
    for (int i = 0; i < n; i++) (*found)[i] = to_compact(g, current[i]);
    free(current);
    *count = n;
    return 0;
}

static int by_value(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

int init_index(Game *g) {
    uint32_t *all;
    int count;
    init_symmetries(g);
    for (int n = 0; n <= MAX_PLACES; n++)
        for (int k = 0; k <= MAX_PLACES; k++)
            g->choose[n][k] = k == 0 ? 1 : (n == 0 ? 0 : g->choose[n - 1][k - 1] + g->choose[n - 1][k]);
    if (collect_shapes(g, &all, &count)) return -1;
    int canonical = 0;
    for (int i = 0; i < count; i++)
        if (canonical_shape(g, all[i]) == all[i]) all[canonical++] = all[i];
    qsort(all, canonical, sizeof(uint32_t), by_value);
    uint32_t table_size = 1;
    while (table_size < 4u * (uint32_t)canonical) table_size *= 2;
    g->hash_mask = table_size - 1;
    g->hash_keys = calloc(table_size, sizeof(uint32_t));
    g->hash_values = calloc(table_size, sizeof(uint32_t));
    if (!g->hash_keys || !g->hash_values) { free(all); return -1; }
    memset(g->shape_count, 0, sizeof g->shape_count);
    for (int i = 0; i < canonical; i++) g->shape_count[__builtin_popcount(all[i])]++;
    for (int n = 0; n <= g->places; n++) {
        g->shapes[n] = malloc(sizeof(uint32_t) * (g->shape_count[n] + 1));
        g->stabilisers[n] = malloc(g->shape_count[n] + 1);
        if (!g->shapes[n] || !g->stabilisers[n]) { free(all); return -1; }
        g->shape_count[n] = 0;
    }
    for (int i = 0; i < canonical; i++) {
        int n = __builtin_popcount(all[i]);
        uint32_t slot = hash_slot(g, all[i]);
        while (g->hash_keys[slot]) slot = (slot + 1) & g->hash_mask;
        g->hash_keys[slot] = all[i] + 1;
        g->hash_values[slot] = g->shape_count[n];
        uint8_t stabiliser = 0;
        for (int s = 1; s < 8; s++)
            if (symmetric(g, s, all[i]) == all[i]) stabiliser |= 1u << s;
        g->stabilisers[n][g->shape_count[n]] = stabiliser;
        g->shapes[n][g->shape_count[n]++] = all[i];
    }
    free(all);
    g->size = 0;
    for (int own = 0; own < 16; own++)
        for (int opp = 0; opp < 16; opp++) {
            g->block_offset[own][opp] = g->size;
            int n = own + opp;
            if (own <= g->balls && opp <= g->balls && n <= g->places)
                g->size += g->shape_count[n] * g->choose[n][own];
        }
    return 0;
}

/* The index of (own, opp) (any of its symmetric images), or -1 for an illegal position. */
int64_t rank_of(const Game *g, uint64_t own_mask, uint64_t opp_mask) {
    if (__builtin_popcountll(own_mask) > g->balls || __builtin_popcountll(opp_mask) > g->balls) return -1;
    uint32_t own = to_compact(g, own_mask), shape = own | to_compact(g, opp_mask);
    uint32_t best = 0xFFFFFFFFu, best_own = 0;
    for (int s = 0; s < 8; s++) {
        uint32_t image = symmetric(g, s, shape);
        if (image < best) {
            best = image;
            best_own = symmetric(g, s, own);
        } else if (image == best) {
            uint32_t own_image = symmetric(g, s, own);
            if (own_image < best_own) best_own = own_image;
        }
    }
    int64_t number = shape_number(g, best);
    int n = __builtin_popcount(best), k = __builtin_popcount(best_own);
    if (number < 0 || k > g->balls || n - k > g->balls) return -1;
    uint64_t colour = 0;
    int position = 0, i = 0;
    for (uint32_t rest = best; rest; rest &= rest - 1, position++)
        if (best_own & rest & -rest) colour += g->choose[position][++i];
    return (int64_t)(g->block_offset[k][n - k] + (uint64_t)number * g->choose[n][k] + colour);
}

/* The block (own count, opp count) holding an index. */
static int find_block(const Game *g, uint64_t index, int *own, int *opp) {
    for (int k = 15; k >= 0; k--)
        for (int j = 15; j >= 0; j--) {
            int n = k + j;
            if (k > g->balls || j > g->balls || n > g->places) continue;
            uint64_t start = g->block_offset[k][j];
            if (index >= start && index < start + g->shape_count[n] * g->choose[n][k]) {
                *own = k;
                *opp = j;
                return 0;
            }
        }
    return -1;
}

static uint32_t colex_pattern(const Game *g, uint64_t colour, int k);

static uint32_t deposit(uint32_t pattern, uint32_t shape) {
    uint32_t out = 0;
    for (; shape; shape &= shape - 1, pattern >>= 1)
        if (pattern & 1) out |= shape & -shape;
    return out;
}

/* The position in slot ``index``: 1 if the slot is used (the position is canonical: no
 * symmetry of its shape gives smaller own balls), 0 if not, -1 if the index is out of range. */
int unrank(const Game *g, uint64_t index, uint64_t *own_mask, uint64_t *opp_mask) {
    int k, j;
    if (index >= g->size || find_block(g, index, &k, &j)) return -1;
    int n = k + j;
    uint64_t rest = index - g->block_offset[k][j], per_shape = g->choose[n][k];
    uint32_t shape = g->shapes[n][rest / per_shape];
    uint8_t stabiliser = g->stabilisers[n][rest / per_shape];
    uint32_t pattern = colex_pattern(g, rest % per_shape, k);
    uint32_t own = deposit(pattern, shape);
    *own_mask = from_compact(g, own);
    *opp_mask = from_compact(g, shape & ~own);
    for (int s = 1; s < 8; s++)
        if ((stabiliser >> s & 1) && symmetric(g, s, own) < own) return 0;
    return 1;
}

static uint32_t colex_pattern(const Game *g, uint64_t colour, int k) {
    uint32_t pattern = 0;
    for (int i = k; i >= 1; i--) {
        int p = i - 1;
        while (g->choose[p + 1][i] <= colour) p++;
        pattern |= 1u << p;
        colour -= g->choose[p][i];
    }
    return pattern;
}

int cursor_at(const Game *g, uint64_t index, Cursor *c) {
    if (index >= g->size || find_block(g, index, &c->own_count, &c->opp_count)) return -1;
    c->n = c->own_count + c->opp_count;
    uint64_t rest = index - g->block_offset[c->own_count][c->opp_count];
    c->per_shape = g->choose[c->n][c->own_count];
    c->shape_number = rest / c->per_shape;
    c->colour = rest % c->per_shape;
    c->pattern = colex_pattern(g, c->colour, c->own_count);
    return 0;
}

/* The next slot (past the last one, the cursor is left anywhere). */
void cursor_next(const Game *g, Cursor *c) {
    if (++c->colour < c->per_shape) {
        uint32_t p = c->pattern, low = p & -p, r = p + low;
        c->pattern = (((r ^ p) >> 2) / low) | r; /* the next pattern of as many balls */
        return;
    }
    c->colour = 0;
    c->pattern = (1u << c->own_count) - 1;
    if (++c->shape_number < (uint64_t)g->shape_count[c->n]) return;
    c->shape_number = 0;
    int k = c->own_count, j = c->opp_count;
    for (;;) {
        if (++j > 15) {
            j = 0;
            if (++k > 15) return;
        }
        int n = k + j;
        if (k <= g->balls && j <= g->balls && n <= g->places && g->shape_count[n]) break;
    }
    c->own_count = k;
    c->opp_count = j;
    c->n = k + j;
    c->per_shape = g->choose[c->n][k];
    c->pattern = (1u << k) - 1;
}

int cursor_position(const Game *g, const Cursor *c, uint64_t *own_mask, uint64_t *opp_mask) {
    uint32_t shape = g->shapes[c->n][c->shape_number];
    uint8_t stabiliser = g->stabilisers[c->n][c->shape_number];
    uint32_t own = deposit(c->pattern, shape);
    *own_mask = from_compact(g, own);
    *opp_mask = from_compact(g, shape & ~own);
    for (int s = 1; s < 8; s++)
        if ((stabiliser >> s & 1) && symmetric(g, s, own) < own) return 0;
    return 1;
}

void free_index(Game *g) {
    for (int n = 0; n <= g->places; n++) {
        free(g->shapes[n]);
        free(g->stabilisers[n]);
    }
    free(g->hash_keys);
    free(g->hash_values);
    memset(g->shapes, 0, sizeof g->shapes);
    memset(g->stabilisers, 0, sizeof g->stabilisers);
    g->hash_keys = g->hash_values = NULL;
}
