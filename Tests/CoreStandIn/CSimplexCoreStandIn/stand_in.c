// A stand-in for the ABI of libsimplex (see include/simplex_core_stand_in.h): recorded answers,
// not the SimpleX core.
#include "simplex_core_stand_in.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    char **commands;
    char **replies;
    size_t reply_count;
    char **events;
    size_t event_count;
    size_t next_event;
    int started;
    char *log_path;
    pthread_mutex_t lock;
} stand_in;

static pthread_mutex_t block_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t block_released = PTHREAD_COND_INITIALIZER;
static long block_generation = 0;

void stand_in_release_blocked(void) {
    pthread_mutex_lock(&block_lock);
    block_generation++;
    pthread_cond_broadcast(&block_released);
    pthread_mutex_unlock(&block_lock);
}

/// Blocks until stand_in_release_blocked() or 60 s.
static void block_until_released(void) {
    struct timespec deadline;
    clock_gettime(CLOCK_REALTIME, &deadline);
    deadline.tv_sec += 60;
    pthread_mutex_lock(&block_lock);
    long generation = block_generation;
    while (generation == block_generation) {
        if (pthread_cond_timedwait(&block_released, &block_lock, &deadline) != 0) break;
    }
    pthread_mutex_unlock(&block_lock);
}

static void append_line(const char *path, const char *line) {
    FILE *file = fopen(path, "a");
    if (!file) return;
    fprintf(file, "%s\n", line);
    fclose(file);
}

static long returned_strings = 0;
static pthread_mutex_t count_lock = PTHREAD_MUTEX_INITIALIZER;

long stand_in_returned_strings(void) {
    pthread_mutex_lock(&count_lock);
    long count = returned_strings;
    pthread_mutex_unlock(&count_lock);
    return count;
}

static char *returned(const char *text) {
    pthread_mutex_lock(&count_lock);
    returned_strings++;
    pthread_mutex_unlock(&count_lock);
    return strdup(text);
}

static char *path_with(const char *prefix, const char *suffix) {
    size_t length = strlen(prefix) + strlen(suffix) + 1;
    char *path = malloc(length);
    snprintf(path, length, "%s%s", prefix, suffix);
    return path;
}

/// Reads the lines of PREFIX+suffix; a missing file is no lines.
static char **read_lines(const char *prefix, const char *suffix, size_t *count) {
    char *path = path_with(prefix, suffix);
    FILE *file = fopen(path, "r");
    free(path);
    *count = 0;
    if (!file) return NULL;
    char **lines = NULL;
    char *line = NULL;
    size_t capacity = 0;
    ssize_t length;
    while ((length = getline(&line, &capacity, file)) > 0) {
        if (line[length - 1] == '\n') line[length - 1] = 0;
        if (line[0] == 0) continue;
        lines = realloc(lines, (*count + 1) * sizeof(char *));
        lines[(*count)++] = strdup(line);
    }
    free(line);
    fclose(file);
    return lines;
}

char *chat_migrate_init(const char *path, const char *key, const char *confirm, chat_ctrl *ctrl) {
    (void)key;
    if (strcmp(confirm, "yesUp") != 0 && strcmp(confirm, "yesUpDown") != 0) {
        return returned("{\"type\":\"invalidConfirmation\"}");
    }
    size_t line_count;
    char **lines = read_lines(path, ".replies", &line_count);
    if (!lines) {
        char message[512];
        snprintf(message, sizeof message, "{\"type\":\"errorNotADatabase\",\"dbFile\":\"%.400s_chat.db\"}", path);
        return returned(message);
    }
    char *database = path_with(path, "_chat.db");
    FILE *created = fopen(database, "a");
    if (created) fclose(created);
    free(database);
    stand_in *core = calloc(1, sizeof(stand_in));
    pthread_mutex_init(&core->lock, NULL);
    core->log_path = path_with(path, ".log");
    core->commands = calloc(line_count, sizeof(char *));
    core->replies = calloc(line_count, sizeof(char *));
    for (size_t i = 0; i < line_count; i++) {
        char *tab = strchr(lines[i], '\t');
        if (!tab) {
            free(lines[i]);
            continue;
        }
        *tab = 0;
        core->commands[core->reply_count] = lines[i];
        core->replies[core->reply_count] = strdup(tab + 1);
        core->reply_count++;
    }
    free(lines);
    core->events = read_lines(path, ".events", &core->event_count);
    *ctrl = core;
    return returned("{\"type\":\"ok\"}");
}

char *chat_send_cmd(chat_ctrl ctrl, const char *cmd) {
    stand_in *core = ctrl;
    pthread_mutex_lock(&core->lock);
    if (strcmp(cmd, "/_start") == 0) core->started = 1;
    append_line(core->log_path, cmd);
    const char *reply = NULL;
    for (size_t i = 0; i < core->reply_count && !reply; i++) {
        if (strcmp(core->commands[i], cmd) == 0) reply = core->replies[i];
    }
    pthread_mutex_unlock(&core->lock);
    if (reply && strcmp(reply, "@block") == 0) {
        block_until_released();
        return returned("{\"error\":{\"type\":\"error\",\"errorType\":{\"type\":\"commandError\",\"message\":\"released\"}}}");
    }
    if (reply) return returned(reply);
    return returned("{\"error\":{\"type\":\"error\",\"errorType\":{\"type\":\"commandError\",\"message\":\"the stand-in has no recorded reply\"}}}");
}

char *chat_recv_msg_wait(chat_ctrl ctrl, int wait_micros) {
    stand_in *core = ctrl;
    pthread_mutex_lock(&core->lock);
    const char *event = NULL;
    if (core->started && core->next_event < core->event_count) event = core->events[core->next_event++];
    pthread_mutex_unlock(&core->lock);
    if (event) return returned(event);
    struct timespec pause = {wait_micros / 1000000, (wait_micros % 1000000) * 1000};
    nanosleep(&pause, NULL);
    return returned("");
}

char *chat_close_store(chat_ctrl ctrl) {
    stand_in *core = ctrl;
    pthread_mutex_lock(&core->lock);
    core->started = 0;
    append_line(core->log_path, "chat_close_store");
    pthread_mutex_unlock(&core->lock);
    return returned("");
}
