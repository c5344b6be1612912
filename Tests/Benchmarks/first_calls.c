// Records the order in which a program first calls each of its functions, for the release link's
// symbol order (Tests/Benchmarks/symbol_order.py builds this and loads it with LD_PRELOAD).
//
// At load, before the program's own code runs, it puts a breakpoint (int3) on the first byte of
// every function listed in FIRST_CALLS_FUNCTIONS (one hexadecimal address per line, ascending,
// as `nm` gives them). The first call of each traps here: the handler appends the function's
// address to FIRST_CALLS_OUT, puts the original byte back, and resumes the call. Later calls run
// untouched. The file starts with the load bias, so the addresses map back to `nm`'s.
//
// For measuring only: the program's code stays writable while it runs.
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

static uintptr_t *functions;
static unsigned char *first_bytes;
static size_t function_count;
static int out = -1;

static void on_breakpoint(int signal_number, siginfo_t *info, void *context) {
    (void)info;
    ucontext_t *machine = context;
    uintptr_t at = (uintptr_t)machine->uc_mcontext.gregs[REG_RIP] - 1;
    size_t low = 0, high = function_count;
    while (low < high) {
        size_t middle = low + (high - low) / 2;
        if (functions[middle] < at) low = middle + 1; else high = middle;
    }
    if (low == function_count || functions[low] != at) {
        // Not one of ours: a real breakpoint or trap.
        signal(signal_number, SIG_DFL);
        raise(signal_number);
        return;
    }
    unsigned char *code = (unsigned char *)at;
    if (*code == 0xCC) {
        *code = first_bytes[low];
        (void)!write(out, &at, sizeof at);
    }
    // Another thread may have restored it first; either way, run the call from its start.
    machine->uc_mcontext.gregs[REG_RIP] = (greg_t)at;
}

__attribute__((constructor)) static void install(void) {
    const char *list = getenv("FIRST_CALLS_FUNCTIONS"), *log = getenv("FIRST_CALLS_OUT");
    if (!list || !log) return;
    char program[4096];
    ssize_t length = readlink("/proc/self/exe", program, sizeof program - 1);
    if (length < 0) return;
    program[length] = 0;

    uintptr_t bias = 0, code_start = 0, code_end = 0;
    int first = 1;
    FILE *maps = fopen("/proc/self/maps", "r");
    char line[8192];
    while (maps && fgets(line, sizeof line, maps)) {
        unsigned long start, end, offset;
        char permissions[8], path[4096] = "";
        if (sscanf(line, "%lx-%lx %7s %lx %*s %*s %4095s", &start, &end, permissions, &offset, path) < 4) continue;
        if (strcmp(path, program) != 0) continue;
        if (first) { bias = start - offset; first = 0; }
        if (permissions[2] == 'x') { code_start = start; code_end = end; }
    }
    if (maps) fclose(maps);
    if (!code_start) return;

    FILE *addresses = fopen(list, "r");
    if (!addresses) return;
    size_t capacity = 1 << 16;
    functions = malloc(capacity * sizeof *functions);
    unsigned long address;
    while (fscanf(addresses, "%lx", &address) == 1) {
        uintptr_t loaded = bias + address;
        if (loaded < code_start || loaded >= code_end) continue;
        if (function_count == capacity) functions = realloc(functions, (capacity *= 2) * sizeof *functions);
        functions[function_count++] = loaded;
    }
    fclose(addresses);
    first_bytes = malloc(function_count);

    out = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    (void)!write(out, &bias, sizeof bias);
    mprotect((void *)code_start, code_end - code_start, PROT_READ | PROT_WRITE | PROT_EXEC);
    for (size_t index = 0; index < function_count; index++) {
        unsigned char *code = (unsigned char *)functions[index];
        first_bytes[index] = *code;
        *code = 0xCC;
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_breakpoint;
    action.sa_flags = SA_SIGINFO | SA_NODEFER;
    sigaction(SIGTRAP, &action, NULL);
}
