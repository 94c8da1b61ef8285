/* The Pylos kernel of the solver: one game's geometry and rules, its move generation, the
 * index of its positions under the board's eight symmetries, and one pass of the retrograde
 * solve. Plain C99 with pthreads; the Python binding is in _kernel.c.
 *
 * Masks use the Python engine's layout (core/games/pylos/board.py): bit 16*z + 4*r + c is the
 * place on level z, row r, column c; the 3x3 base is the corner of the same grid. A position is
 * seen from the side to move: "own" is the mover's balls, "opp" the other player's; a reserve is
 * the balls per player less the balls on the board. */
#ifndef PYLOS_KERNEL_H
#define PYLOS_KERNEL_H

#include <stdint.h>

#define MAX_CHILDREN 16384
#define MAX_PLACES 30
#define VALUE_UNKNOWN 0
#define VALUE_UNUSED 255
#define MAX_DISTANCE 126

typedef struct {
    int base, balls, recovery, lines, empty_reserve;
    int places, top;
    uint64_t local_valid[5], valid, higher[4];
    uint64_t supports[64], above[64], corners[64], line_masks[64][2];
    int level[64];
    uint64_t lower[4];                 /* the places below a level */
    uint64_t structures[64];           /* the squares (and lines) that give balls back */
    int structure_count;
    int bit_of[MAX_PLACES];      /* compact place -> bit */
    int row_offset[4][4];        /* compact offset of a level's row */
    uint32_t sym[8][3][1024];    /* a symmetry of compact masks, ten bits at a time */
    /* the index */
    int shape_count[MAX_PLACES + 1];
    uint32_t *shapes[MAX_PLACES + 1];  /* canonical support-closed sets by size, ascending */
    uint8_t *stabilisers[MAX_PLACES + 1]; /* the symmetries (bits 1-7) that leave each unchanged */
    uint32_t *hash_keys;               /* open addressing: compact shape + 1, 0 empty */
    uint32_t *hash_values;
    uint32_t hash_mask;
    uint64_t choose[MAX_PLACES + 1][MAX_PLACES + 1];
    uint64_t block_offset[16][16];     /* by own count, opp count */
    uint64_t size;
} Game;

typedef struct {
    uint64_t own, opp;
} Pos;

int game_init(Game *g, int base, int balls, int recovery, int lines, int empty_reserve);
void game_free(Game *g);
int terminal(const Game *g, uint64_t own, uint64_t opp);
int children(const Game *g, uint64_t own, uint64_t opp, Pos *out);
typedef void (*Visit)(void *context, uint64_t own, uint64_t opp);
void parents(const Game *g, uint64_t own, uint64_t opp, Visit visit, void *context);
uint64_t perft(const Game *g, uint64_t own, uint64_t opp, int depth);
uint32_t to_compact(const Game *g, uint64_t mask);
uint64_t from_compact(const Game *g, uint32_t compact);
int64_t rank_of(const Game *g, uint64_t own, uint64_t opp);
void init_geometry(Game *g);
int init_index(Game *g);
void free_index(Game *g);
int unrank(const Game *g, uint64_t index, uint64_t *own, uint64_t *opp);
/* Slots one after the other, without ranking each from scratch (the first pass's walk). */
typedef struct {
    int own_count, opp_count, n;
    uint64_t shape_number, per_shape, colour;
    uint32_t pattern;
} Cursor;
int cursor_at(const Game *g, uint64_t index, Cursor *cursor);
void cursor_next(const Game *g, Cursor *cursor);
int cursor_position(const Game *g, const Cursor *cursor, uint64_t *own, uint64_t *opp);

int64_t solve_slice(const Game *g, uint8_t *table, int distance, uint64_t start, uint64_t end,
                    int jobs, volatile int64_t *progress);

#endif
