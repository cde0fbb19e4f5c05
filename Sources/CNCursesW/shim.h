#ifndef BATON_CNCURSESW_SHIM_H
#define BATON_CNCURSESW_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

/* Swift's Glibc module is built without _XOPEN_SOURCE, which hides the pseudo-terminal
   calls; declared as glibc declares them, so ncurses can be run on a pseudo-terminal. */
extern int posix_openpt(int flags);
extern int grantpt(int fd);
extern int unlockpt(int fd);
extern char *ptsname(int fd);

/* ncurses spells attributes, color pairs and function keys as macros that expand to
   expressions Swift cannot import, and its globals (stdscr, LINES, COLS) trip Swift 6's
   concurrency checks; these wrappers give Swift plain functions instead. */

static inline attr_t baton_attr_normal(void) { return A_NORMAL; }
static inline attr_t baton_attr_bold(void) { return A_BOLD; }
static inline attr_t baton_attr_dim(void) { return A_DIM; }
static inline attr_t baton_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t baton_attr_reverse(void) { return A_REVERSE; }
static inline attr_t baton_attr_italic(void) { return A_ITALIC; }
static inline attr_t baton_attr_standout(void) { return A_STANDOUT; }
static inline attr_t baton_color_pair(short pair) { return COLOR_PAIR(pair); }
static inline short baton_pair_number(attr_t attrs) { return (short)PAIR_NUMBER(attrs); }
static inline int baton_key_f(int n) { return KEY_F(n); }

/* The mouse's button masks are function-like macros too. The wheel is buttons 4 and 5. */
static inline mmask_t baton_mouse_click(void) { return BUTTON1_CLICKED; }
static inline mmask_t baton_mouse_double_click(void) { return BUTTON1_DOUBLE_CLICKED; }
static inline mmask_t baton_mouse_wheel_up(void) { return BUTTON4_PRESSED; }
static inline mmask_t baton_mouse_wheel_down(void) { return BUTTON5_PRESSED; }

static inline WINDOW *baton_stdscr(void) { return stdscr; }
static inline int baton_lines(void) { return LINES; }
static inline int baton_cols(void) { return COLS; }
static inline int baton_colors(void) { return COLORS; }
static inline int baton_color_pairs(void) { return COLOR_PAIRS; }

static inline FILE *baton_stdout(void) { return stdout; }
static inline FILE *baton_stdin(void) { return stdin; }

/* setcchar takes a void* reserved argument and a wide string; wrapped so Swift builds
   one cell from a wide-character string. */
static inline int baton_set_cell(cchar_t *cell, const wchar_t *text, attr_t attrs, short pair) {
    return setcchar(cell, text, attrs, pair, NULL);
}

static inline int baton_get_cell(const cchar_t *cell, wchar_t *text, attr_t *attrs, short *pair) {
    return getcchar(cell, text, attrs, pair, NULL);
}

/* tigetstr answers (char *)-1 for a name that is not a string capability; Swift gets NULL
   for both "absent" and "not a string". Read after newterm, for the crash handler's reset. */
static inline const char *baton_terminfo_string(const char *name) {
    char *value = tigetstr(name);
    return (value == (char *)-1) ? NULL : value;
}

/* The codeset of the current LC_CTYPE, to tell whether wide characters reach the
   terminal as UTF-8. */
static inline const char *baton_codeset(void) { return nl_langinfo(CODESET); }

#endif
