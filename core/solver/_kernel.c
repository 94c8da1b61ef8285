/* core.solver._kernel: the Pylos kernel for Python (the plain CPython C API).
 *
 * Game(base, balls, recovery, lines, empty_reserve) holds one game's tables. Positions go in and
 * out as the Python engine has them: (light, dark, player), both colours' bit masks in
 * core/games/pylos/board.py's layout and the player to move (0 Light, 1 Dark). */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdlib.h>

#include "pylos.h"

typedef struct {
    PyObject_HEAD
    Game *game;
} GameObject;

static void mover_view(uint64_t light, uint64_t dark, int player, uint64_t *own, uint64_t *opp) {
    *own = player ? dark : light;
    *opp = player ? light : dark;
}

#define NEEDS_GAME(self)                                                           \
    if (!(self)->game) {                                                           \
        PyErr_SetString(PyExc_RuntimeError, "the kernel's game was not initialised"); \
        return NULL;                                                               \
    }

static int parse_position(PyObject *args, uint64_t *own, uint64_t *opp, int *player) {
    unsigned long long light, dark;
    if (!PyArg_ParseTuple(args, "KKi", &light, &dark, player)) return -1;
    mover_view(light, dark, *player, own, opp);
    return 0;
}

static int game_new_init(GameObject *self, PyObject *args, PyObject *kwargs) {
    static char *names[] = {"base", "balls", "recovery", "lines", "empty_reserve", NULL};
    int base, balls, recovery, lines, empty_reserve;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "iippp", names, &base, &balls, &recovery, &lines,
                                     &empty_reserve))
        return -1;
    if (self->game) {
        game_free(self->game);
        free(self->game);
    }
    self->game = calloc(1, sizeof(Game));
    if (!self->game) {
        PyErr_NoMemory();
        return -1;
    }
    int failed;
    Py_BEGIN_ALLOW_THREADS
    failed = game_init(self->game, base, balls, recovery, lines, empty_reserve);
    Py_END_ALLOW_THREADS
    if (failed) {
        free(self->game);
        self->game = NULL;
        PyErr_SetString(PyExc_ValueError, "no such Pylos game (base 3 or 4, balls 1 to half the places)");
        return -1;
    }
    return 0;
}

static void game_dealloc(GameObject *self) {
    if (self->game) {
        game_free(self->game);
        free(self->game);
    }
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyObject *game_successors(GameObject *self, PyObject *args) {
    NEEDS_GAME(self)
    uint64_t own, opp;
    int player;
    if (parse_position(args, &own, &opp, &player)) return NULL;
    PyObject *result = PyList_New(0);
    if (!result || terminal(self->game, own, opp)) return result;
    Pos *buffer = malloc(sizeof(Pos) * MAX_CHILDREN);
    if (!buffer) {
        Py_DECREF(result);
        return PyErr_NoMemory();
    }
    int n = children(self->game, own, opp, buffer), child = 1 - player;
    for (int i = 0; i < n; i++) {
        uint64_t light = child ? buffer[i].opp : buffer[i].own;
        uint64_t dark = child ? buffer[i].own : buffer[i].opp;
        PyObject *item = Py_BuildValue("(KKi)", (unsigned long long)light, (unsigned long long)dark, child);
        if (!item || PyList_Append(result, item)) {
            Py_XDECREF(item);
            Py_DECREF(result);
            free(buffer);
            return NULL;
        }
        Py_DECREF(item);
    }
    free(buffer);
    if (n < 0) {
        Py_DECREF(result);
        PyErr_SetString(PyExc_OverflowError, "more moves than the kernel holds");
        return NULL;
    }
    return result;
}

typedef struct {
    PyObject *list;
    int player; /* the parent's mover */
    int failed;
} Collect;

static void collect_parent(void *context, uint64_t own, uint64_t opp) {
    Collect *c = context;
    if (c->failed) return;
    uint64_t light = c->player ? opp : own, dark = c->player ? own : opp;
    PyObject *item = Py_BuildValue("(KKi)", (unsigned long long)light, (unsigned long long)dark, c->player);
    if (!item || PyList_Append(c->list, item)) c->failed = 1;
    Py_XDECREF(item);
}

static PyObject *game_predecessors(GameObject *self, PyObject *args) {
    NEEDS_GAME(self)
    uint64_t own, opp;
    int player;
    if (parse_position(args, &own, &opp, &player)) return NULL;
    Collect c = {PyList_New(0), 1 - player, 0};
    if (!c.list) return NULL;
    parents(self->game, own, opp, collect_parent, &c);
    if (c.failed) {
        Py_DECREF(c.list);
        return NULL;
    }
    return c.list;
}

static PyObject *game_count(GameObject *self, PyObject *args) {
    NEEDS_GAME(self)
    /* successors generated for a list of positions, timed from Python: the number of moves */
    PyObject *positions;
    if (!PyArg_ParseTuple(args, "O", &positions)) return NULL;
    PyObject *fast = PySequence_Fast(positions, "a sequence of positions");
    if (!fast) return NULL;
    Py_ssize_t size = PySequence_Fast_GET_SIZE(fast);
    uint64_t *masks = malloc(sizeof(uint64_t) * 2 * (size_t)(size ? size : 1));
    if (!masks) {
        Py_DECREF(fast);
        return PyErr_NoMemory();
    }
    for (Py_ssize_t i = 0; i < size; i++) {
        int player;
        if (parse_position(PySequence_Fast_GET_ITEM(fast, i), &masks[2 * i], &masks[2 * i + 1], &player)) {
            free(masks);
            Py_DECREF(fast);
            return NULL;
        }
    }
    Py_DECREF(fast);
    unsigned long long total = 0;
    Py_BEGIN_ALLOW_THREADS
    Pos *buffer = malloc(sizeof(Pos) * MAX_CHILDREN);
    for (Py_ssize_t i = 0; buffer && i < size; i++) {
        int n = children(self->game, masks[2 * i], masks[2 * i + 1], buffer);
        total += n > 0 ? (unsigned long long)n : 0;
    }
    free(buffer);
    Py_END_ALLOW_THREADS
    free(masks);
    return PyLong_FromUnsignedLongLong(total);
}

static PyObject *game_perft(GameObject *self, PyObject *args) {
    NEEDS_GAME(self)
    unsigned long long light, dark;
    int player, depth;
    if (!PyArg_ParseTuple(args, "KKii", &light, &dark, &player, &depth)) return NULL;
    uint64_t own, opp, total;
    mover_view(light, dark, player, &own, &opp);
    Py_BEGIN_ALLOW_THREADS
    total = perft(self->game, own, opp, depth);
    Py_END_ALLOW_THREADS
    return PyLong_FromUnsignedLongLong(total);
}

static PyObject *game_outcome(GameObject *self, PyObject *args) {
    NEEDS_GAME(self)
    uint64_t own, opp;
    int player;
    if (parse_position(args, &own, &opp, &player)) return NULL;
    return PyLong_FromLong(terminal(self->game, own, opp));
}

static PyObject *game_rank(GameObject *self, PyObject *args) {
    NEEDS_GAME(self)
    uint64_t own, opp;
    int player;
    if (parse_position(args, &own, &opp, &player)) return NULL;
    return PyLong_FromLongLong(rank_of(self->game, own, opp));
}

static PyObject *game_unrank(GameObject *self, PyObject *args) {
    NEEDS_GAME(self)
    unsigned long long index;
    if (!PyArg_ParseTuple(args, "K", &index)) return NULL;
    uint64_t own, opp;
    int used = unrank(self->game, index, &own, &opp);
    if (used < 0) {
        PyErr_SetString(PyExc_IndexError, "index out of range");
        return NULL;
    }
    return Py_BuildValue("(KKO)", (unsigned long long)own, (unsigned long long)opp,
                         used ? Py_True : Py_False);
}

static PyObject *game_solve_slice(GameObject *self, PyObject *args) {
    NEEDS_GAME(self)
    Py_buffer view;
    int distance, jobs;
    unsigned long long start, end;
    if (!PyArg_ParseTuple(args, "w*iKKi", &view, &distance, &start, &end, &jobs)) return NULL;
    if ((uint64_t)view.len != self->game->size || start > end || end > self->game->size) {
        PyBuffer_Release(&view);
        PyErr_SetString(PyExc_ValueError, "the table is not this game's, or the slice is outside it");
        return NULL;
    }
    int64_t changed;
    Py_BEGIN_ALLOW_THREADS
    changed = solve_slice(self->game, view.buf, distance, start, end, jobs, NULL);
    Py_END_ALLOW_THREADS
    PyBuffer_Release(&view);
    if (changed == -1) {
        PyErr_SetString(PyExc_OverflowError, "a position has more moves than the kernel holds");
        return NULL;
    }
    if (changed == -2) {
        PyErr_SetString(PyExc_OverflowError, "a distance over 126 plies does not fit the table");
        return NULL;
    }
    return PyLong_FromLongLong(changed);
}

static PyObject *game_size(GameObject *self, void *closure) {
    (void)closure;
    NEEDS_GAME(self)
    return PyLong_FromUnsignedLongLong(self->game->size);
}

static PyMethodDef game_methods[] = {
    {"successors", (PyCFunction)game_successors, METH_VARARGS,
     "successors(light, dark, player): the position after each legal move, one per move."},
    {"predecessors", (PyCFunction)game_predecessors, METH_VARARGS,
     "predecessors(light, dark, player): positions a move may have come from (a superset)."},
    {"count_successors", (PyCFunction)game_count, METH_VARARGS,
     "count_successors(positions): the moves of all these positions (for timing)."},
    {"perft", (PyCFunction)game_perft, METH_VARARGS,
     "perft(light, dark, player, depth): the move sequences of exactly depth moves."},
    {"outcome", (PyCFunction)game_outcome, METH_VARARGS,
     "outcome(light, dark, player): 1 the player to move has won, -1 lost, 0 not over."},
    {"rank", (PyCFunction)game_rank, METH_VARARGS,
     "rank(light, dark, player): the position's index (-1 if illegal)."},
    {"unrank", (PyCFunction)game_unrank, METH_VARARGS,
     "unrank(index): (own, opp, used): the mover's balls, the other's, whether the slot is used."},
    {"solve_slice", (PyCFunction)game_solve_slice, METH_VARARGS,
     "solve_slice(table, distance, start, end, jobs): one pass over table[start:end]."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef game_getset[] = {
    {"size", (getter)game_size, NULL, "the number of slots of the index", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject GameType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "core.solver._kernel.Game",
    .tp_basicsize = sizeof(GameObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "One Pylos game's kernel: Game(base, balls, recovery, lines, empty_reserve).",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)game_new_init,
    .tp_dealloc = (destructor)game_dealloc,
    .tp_methods = game_methods,
    .tp_getset = game_getset,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_kernel", "The Pylos kernel of the solver, in C.", -1, NULL,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__kernel(void) {
    if (PyType_Ready(&GameType) < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    Py_INCREF(&GameType);
    if (PyModule_AddObject(m, "Game", (PyObject *)&GameType) < 0) {
        Py_DECREF(&GameType);
        Py_DECREF(m);
        return NULL;
    }
    PyModule_AddIntConstant(m, "UNKNOWN", VALUE_UNKNOWN);
    PyModule_AddIntConstant(m, "UNUSED", VALUE_UNUSED);
    return m;
}
