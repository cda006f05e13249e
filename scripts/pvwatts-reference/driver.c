/*
 * Runs NREL's PVWatts v8 (the `pvwattsv8` compute module of the SAM Simulation Core) for each reference
 * weather station and prints tests/fixtures/pvwatts-v8-reference.json on stdout; or, with --all, the
 * comparison systems' annual energy on every station given, compactly (tests/fixtures/pvwatts-v8-all-stations.json).
 *
 * Usage: driver <ssc-commit> <stations.txt> <weather-dir> > pvwatts-v8-reference.json
 *        driver --all <ssc-commit> <stations.txt> <weather-dir> > pvwatts-v8-all-stations.json
 *   stations.txt: one station a line, "usaf_id|name|repo|path in repo|commit" ('#' lines ignored);
 *   the raw TMY3 file of each station must be at <weather-dir>/<usaf_id>.csv, or with --all at
 *   <weather-dir>/<path in repo>. With --all a file SSC refuses is listed with SSC's message, not fatal.
 * Only SSC's public C API (sscapi.h) is used; see README.md for the build.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "sscapi.h"

#define MAX_STATIONS 2048
#define FIELD_LEN 512

/* The inputs every run shares: 1 kWdc so that kWh are kWh/kWdc. */
static const double SYSTEM_CAPACITY_KWDC = 1.0;
static const double DC_LOSSES_PERCENT = 14.0;
static const double DC_AC_RATIO = 1.2;
static const double INVERTER_EFFICIENCY_PERCENT = 96.0;
static const int STANDARD_MODULE = 0;

typedef struct {
    const char *key;
    const char *description;
    int array_type; /* pvwattsv8: 0 fixed open rack, 1 fixed roof mount, 2 1-axis, 3 1-axis backtracking, 4 2-axis */
    double tilt_deg;
    double azimuth_deg;
    int is_tracker;
    double rotlim_deg;  /* trackers only */
    double bifaciality; /* 0: monofacial (SSC's default) */
} system_spec;

/* A tracker's tilt is its axis tilt (0 = horizontal) and its azimuth the axis direction (180 = north-south axis). */
static const system_spec SYSTEMS[] = {
    {"fixed_open_rack", "fixed, open rack, tilt 20 deg, azimuth 180 deg", 0, 20.0, 180.0, 0, 0.0, 0.0},
    {"single_axis_tracking", "single-axis tracker (array_type 2: no backtracking), horizontal north-south axis, gcr 0.4, rotation limit 45 deg",
     2, 0.0, 180.0, 1, 45.0, 0.0},
    {"single_axis_backtracking", "single-axis tracker with backtracking (array_type 3), horizontal north-south axis, gcr 0.4, rotation limit 45 deg",
     3, 0.0, 180.0, 1, 45.0, 0.0},
    /* The rotation limit as an input: the same backtracking tracker turning to 60 deg. */
    {"single_axis_backtracking_rotlim_60",
     "single-axis tracker with backtracking (array_type 3), horizontal north-south axis, gcr 0.4, rotation limit 60 deg", 3, 0.0, 180.0, 1, 60.0,
     0.0},
    {"single_axis_backtracking_rotlim_30",
     "single-axis tracker with backtracking (array_type 3), horizontal north-south axis, gcr 0.4, rotation limit 30 deg", 3, 0.0, 180.0, 1, 30.0,
     0.0},
    /* Bifacial modules (pvwattsv8's rear-side view-factor model) of bifaciality 0.7, fixed and tracking. */
    {"fixed_open_rack_bifacial_0_7", "fixed, open rack, tilt 20 deg, azimuth 180 deg, bifaciality 0.7", 0, 20.0, 180.0, 0, 0.0, 0.7},
    {"single_axis_backtracking_bifacial_0_7",
     "single-axis tracker with backtracking (array_type 3), horizontal north-south axis, gcr 0.4, rotation limit 45 deg, bifaciality 0.7", 3, 0.0,
     180.0, 1, 45.0, 0.7},
};
#define SYSTEM_COUNT (sizeof SYSTEMS / sizeof SYSTEMS[0])
/* --all runs the comparison systems only: SYSTEMS[0] and SYSTEMS[2]. */
static const size_t ALL_STATIONS_SYSTEMS[] = {0, 2};
#define ALL_STATIONS_SYSTEM_COUNT (sizeof ALL_STATIONS_SYSTEMS / sizeof ALL_STATIONS_SYSTEMS[0])
static const double TRACKER_GCR = 0.4;

/* Hourly AC kept for shape checks: Phoenix, 21 June (day 172; the TMY3 year has no 29 February). */
static const char *SHAPE_CHECK_STATION = "722780";
static const int SHAPE_CHECK_FIRST_HOUR = (31 + 28 + 31 + 30 + 31 + 20) * 24;

typedef struct {
    char id[FIELD_LEN], name[FIELD_LEN], repo[FIELD_LEN], path[FIELD_LEN], commit[FIELD_LEN];
} station;

static void trim(char *text) {
    char *start = text;
    while (*start == ' ' || *start == '\t') start++;
    memmove(text, start, strlen(start) + 1);
    size_t length = strlen(text);
    while (length > 0 && strchr(" \t\r\n", text[length - 1])) text[--length] = '\0';
}

static int read_stations(const char *file_name, station *stations) {
    FILE *file = fopen(file_name, "r");
    if (!file) {
        perror(file_name);
        exit(1);
    }
    char line[4 * FIELD_LEN];
    int count = 0;
    while (fgets(line, sizeof line, file)) {
        if (line[0] == '#' || strspn(line, " \t\r\n") == strlen(line)) continue;
        if (count == MAX_STATIONS) {
            fprintf(stderr, "more than %d stations\n", MAX_STATIONS);
            exit(1);
        }
        station *s = &stations[count];
        char *fields[5] = {s->id, s->name, s->repo, s->path, s->commit};
        char *rest = line;
        for (int i = 0; i < 5; i++) {
            char *bar = strchr(rest, '|');
            if (!bar && i < 4) {
                fprintf(stderr, "%s: expected 5 '|'-separated fields: %s", file_name, line);
                exit(1);
            }
            if (bar) *bar = '\0';
            snprintf(fields[i], FIELD_LEN, "%s", rest);
            trim(fields[i]);
            rest = bar ? bar + 1 : rest + strlen(rest);
        }
        count++;
    }
    fclose(file);
    return count;
}

static void print_json_string(const char *text) {
    putchar('"');
    for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
        if (*c == '"' || *c == '\\')
            printf("\\%c", *c);
        else if (*c < 0x20)
            printf("\\u%04x", *c);
        else
            putchar(*c);
    }
    putchar('"');
}

static void print_number_array(const ssc_number_t *values, int count, const char *format) {
    putchar('[');
    for (int i = 0; i < count; i++) {
        if (i) printf(", ");
        printf(format, values[i]);
    }
    putchar(']');
}

static double required_number(ssc_data_t data, const char *name) {
    ssc_number_t value;
    if (!ssc_data_get_number(data, name, &value)) {
        fprintf(stderr, "pvwattsv8 produced no '%s'\n", name);
        exit(1);
    }
    return value;
}

static const ssc_number_t *required_array(ssc_data_t data, const char *name, int expected_length) {
    int length = 0;
    const ssc_number_t *values = ssc_data_get_array(data, name, &length);
    if (!values || length != expected_length) {
        fprintf(stderr, "pvwattsv8 '%s': expected %d values, got %d\n", name, expected_length, values ? length : 0);
        exit(1);
    }
    return values;
}

/* SSC's default handler prints progress on stdout, where the JSON goes; its messages are read from the module log afterwards. */
static ssc_bool_t keep_stdout_for_json(ssc_module_t module, ssc_handler_t handler, int action, float f0, float f1, const char *s0, const char *s1,
                                       void *user_data) {
    (void)module, (void)handler, (void)action, (void)f0, (void)f1, (void)s0, (void)s1, (void)user_data;
    return 1; /* carry on */
}

/*
 * Runs pvwattsv8 once; the caller frees the returned data. Prints SSC's notices to stderr. On failure stops, or,
 * when `refusal` is given, returns NULL with SSC's last message in it.
 */
static ssc_data_t run_pvwatts(const char *weather_file, const system_spec *system, char *refusal, size_t refusal_size) {
    ssc_data_t data = ssc_data_create();
    ssc_data_set_string(data, "solar_resource_file", weather_file);
    ssc_data_set_number(data, "system_capacity", SYSTEM_CAPACITY_KWDC);
    ssc_data_set_number(data, "losses", DC_LOSSES_PERCENT);
    ssc_data_set_number(data, "dc_ac_ratio", DC_AC_RATIO);
    ssc_data_set_number(data, "inv_eff", INVERTER_EFFICIENCY_PERCENT);
    ssc_data_set_number(data, "module_type", STANDARD_MODULE);
    ssc_data_set_number(data, "array_type", system->array_type);
    ssc_data_set_number(data, "tilt", system->tilt_deg);
    ssc_data_set_number(data, "azimuth", system->azimuth_deg);
    if (system->is_tracker) {
        ssc_data_set_number(data, "gcr", TRACKER_GCR);
        ssc_data_set_number(data, "rotlim", system->rotlim_deg);
    }
    if (system->bifaciality > 0) ssc_data_set_number(data, "bifaciality", system->bifaciality);

    ssc_module_t module = ssc_module_create("pvwattsv8");
    if (!module) {
        fprintf(stderr, "ssc_module_create(\"pvwattsv8\") failed\n");
        exit(1);
    }
    ssc_bool_t ok = ssc_module_exec_with_handler(module, data, keep_stdout_for_json, NULL);
    int item_type;
    float log_time;
    const char *message;
    for (int i = 0; (message = ssc_module_log(module, i, &item_type, &log_time)) != NULL; i++) {
        fprintf(stderr, "pvwattsv8 %s (%s): %s\n", weather_file, system->key, message);
        if (refusal && item_type == SSC_ERROR) snprintf(refusal, refusal_size, "%s", message);
    }
    ssc_module_free(module);
    if (!ok) {
        fprintf(stderr, "pvwattsv8 failed for %s (%s)\n", weather_file, system->key);
        if (!refusal) exit(1);
        ssc_data_free(data);
        return NULL;
    }
    return data;
}

static void print_system_result(ssc_data_t data, const system_spec *system, int print_shape_check) {
    printf("        ");
    print_json_string(system->key);
    printf(": {\n          \"description\": ");
    print_json_string(system->description);
    printf(",\n          \"inputs\": {\"array_type\": %d, \"tilt\": %g, \"azimuth\": %g", system->array_type, system->tilt_deg, system->azimuth_deg);
    if (system->is_tracker) printf(", \"gcr\": %g, \"rotlim\": %g", TRACKER_GCR, system->rotlim_deg);
    if (system->bifaciality > 0) printf(", \"bifaciality\": %g", system->bifaciality);
    printf("},\n");
    printf("          \"annual_ac_kwh_per_kwdc\": %.3f,\n", required_number(data, "ac_annual") / SYSTEM_CAPACITY_KWDC);
    ssc_number_t monthly[12];
    const ssc_number_t *ac_monthly = required_array(data, "ac_monthly", 12);
    for (int m = 0; m < 12; m++) monthly[m] = ac_monthly[m] / SYSTEM_CAPACITY_KWDC;
    printf("          \"monthly_ac_kwh_per_kwdc\": ");
    print_number_array(monthly, 12, "%.3f");
    printf(",\n          \"monthly_poa_kwh_per_m2\": ");
    print_number_array(required_array(data, "poa_monthly", 12), 12, "%.3f");
    printf(",\n          \"capacity_factor_percent\": %.3f", required_number(data, "capacity_factor"));
    if (print_shape_check) {
        const ssc_number_t *ac = required_array(data, "ac", 8760);
        printf(",\n          \"ac_w_21_june\": ");
        print_number_array(ac + SHAPE_CHECK_FIRST_HOUR, 24, "%.2f");
    }
    printf("\n        }");
}

/*
 * --all: annual AC energy (kWh/kWdc) of the comparison systems on every station, one compact row each:
 * [path in repo, usaf id, fixed, backtracking]; the files SSC refuses are listed with its message.
 */
static int print_all_stations(const char *ssc_commit, const station *stations, int station_count, const char *weather_dir,
                              const char *generated) {
    printf("{\n  \"source\": \"NREL SAM Simulation Core (SSC) pvwattsv8 compute module\",\n");
    printf("  \"ssc\": {\"repo\": \"NREL/ssc\", \"commit\": ");
    print_json_string(ssc_commit);
    printf(", \"ssc_version\": %d},\n  \"licence\": \"BSD-3-Clause\",\n  \"generated\": \"%s\",\n", ssc_version(), generated);
    printf("  \"weather\": {\"format\": \"TMY3\", \"repo\": ");
    print_json_string(station_count ? stations[0].repo : "");
    printf(", \"commit\": ");
    print_json_string(station_count ? stations[0].commit : "");
    printf("},\n  \"common_inputs\": {\"system_capacity\": %g, \"losses\": %g, \"dc_ac_ratio\": %g, \"inv_eff\": %g, \"module_type\": %d},\n",
           SYSTEM_CAPACITY_KWDC, DC_LOSSES_PERCENT, DC_AC_RATIO, INVERTER_EFFICIENCY_PERCENT, STANDARD_MODULE);
    printf("  \"columns\": [\"path\", \"station_id\"");
    for (size_t k = 0; k < ALL_STATIONS_SYSTEM_COUNT; k++) {
        printf(", ");
        print_json_string(SYSTEMS[ALL_STATIONS_SYSTEMS[k]].key);
    }
    printf("],\n  \"systems\": {");
    for (size_t k = 0; k < ALL_STATIONS_SYSTEM_COUNT; k++) {
        const system_spec *system = &SYSTEMS[ALL_STATIONS_SYSTEMS[k]];
        printf("%s", k ? ", " : "");
        print_json_string(system->key);
        printf(": ");
        print_json_string(system->description);
    }
    printf("},\n  \"units\": \"annual AC energy, kWh per kWdc\",\n  \"stations\": [\n");
    static char refused[MAX_STATIONS][FIELD_LEN];
    int printed = 0;
    for (int i = 0; i < station_count; i++) {
        const station *s = &stations[i];
        char weather_file[4096];
        if (snprintf(weather_file, sizeof weather_file, "%s/%s", weather_dir, s->path) >= (int)sizeof weather_file) {
            fprintf(stderr, "weather path too long\n");
            return 1;
        }
        double annual[ALL_STATIONS_SYSTEM_COUNT];
        refused[i][0] = '\0';
        for (size_t k = 0; k < ALL_STATIONS_SYSTEM_COUNT && !refused[i][0]; k++) {
            ssc_data_t data = run_pvwatts(weather_file, &SYSTEMS[ALL_STATIONS_SYSTEMS[k]], refused[i], FIELD_LEN);
            if (!data) {
                if (!refused[i][0]) snprintf(refused[i], FIELD_LEN, "pvwattsv8 failed");
                break;
            }
            annual[k] = required_number(data, "ac_annual") / SYSTEM_CAPACITY_KWDC;
            ssc_data_free(data);
        }
        if (refused[i][0]) continue;
        printf("%s    [", printed++ ? ",\n" : "");
        print_json_string(s->path);
        printf(", ");
        print_json_string(s->id);
        for (size_t k = 0; k < ALL_STATIONS_SYSTEM_COUNT; k++) printf(", %.3f", annual[k]);
        printf("]");
    }
    printf("\n  ],\n  \"refused\": [");
    int refusals = 0;
    for (int i = 0; i < station_count; i++) {
        if (!refused[i][0]) continue;
        printf("%s\n    {\"path\": ", refusals++ ? "," : "");
        print_json_string(stations[i].path);
        printf(", \"message\": ");
        print_json_string(refused[i]);
        printf("}");
    }
    printf("%s]\n}\n", refusals ? "\n  " : "");
    return 0;
}

int main(int argc, char **argv) {
    int all = argc == 5 && strcmp(argv[1], "--all") == 0;
    if (argc != 4 && !all) {
        fprintf(stderr, "usage: %s [--all] <ssc-commit> <stations.txt> <weather-dir>\n", argv[0]);
        return 2;
    }
    if (all) argv++;
    const char *ssc_commit = argv[1];
    static station stations[MAX_STATIONS];
    int station_count = read_stations(argv[2], stations);

    char generated[32];
    time_t now = time(NULL);
    strftime(generated, sizeof generated, "%Y-%m-%dT%H:%M:%SZ", gmtime(&now));
    if (all) return print_all_stations(ssc_commit, stations, station_count, argv[3], generated);

    printf("{\n  \"source\": \"NREL SAM Simulation Core (SSC) pvwattsv8 compute module\",\n");
    printf("  \"ssc\": {\"repo\": \"NREL/ssc\", \"commit\": ");
    print_json_string(ssc_commit);
    printf(", \"ssc_version\": %d, \"ssc_build_info\": ", ssc_version());
    print_json_string(ssc_build_info());
    printf("},\n  \"licence\": \"BSD-3-Clause\",\n  \"generated\": \"%s\",\n", generated);
    printf("  \"units\": {\"annual_ac_kwh_per_kwdc\": \"kWh AC per kW DC nameplate per year\", \"monthly_ac_kwh_per_kwdc\": "
           "\"kWh AC per kW DC per calendar month\", \"monthly_poa_kwh_per_m2\": \"plane-of-array irradiation, kWh/m2 per month\", "
           "\"ac_w_21_june\": \"AC power, W, 24 hourly values of 21 June in local standard time, index 0 = the TMY3 record "
           "ending 01:00 (hour-ending times minus one hour)\"},\n");
    printf("  \"common_inputs\": {\"system_capacity\": %g, \"losses\": %g, \"dc_ac_ratio\": %g, \"inv_eff\": %g, \"module_type\": %d, "
           "\"albedo\": \"SSC defaults (use_wf_albedo 1, albedo_default 0.2): the TMY3 albedo column where it lies in (0, 1), else 0.2; "
           "site_as_read_by_ssc.mean_albedo_used is the mean SSC used\", \"shading\": \"none\", \"snow_model\": \"off\", \"soiling\": \"none beyond losses\"},\n",
           SYSTEM_CAPACITY_KWDC, DC_LOSSES_PERCENT, DC_AC_RATIO, INVERTER_EFFICIENCY_PERCENT, STANDARD_MODULE);
    printf("  \"stations\": [\n");
    for (int i = 0; i < station_count; i++) {
        const station *s = &stations[i];
        char weather_file[4096];
        if (snprintf(weather_file, sizeof weather_file, "%s/%s.csv", argv[3], s->id) >= (int)sizeof weather_file) {
            fprintf(stderr, "weather path too long\n");
            return 1;
        }
        printf("    {\n      \"station_id\": ");
        print_json_string(s->id);
        printf(",\n      \"name\": ");
        print_json_string(s->name);
        printf(",\n      \"weather_file\": {\"format\": \"TMY3\", \"repo\": ");
        print_json_string(s->repo);
        printf(", \"path\": ");
        print_json_string(s->path);
        printf(", \"commit\": ");
        print_json_string(s->commit);
        ssc_data_t results[SYSTEM_COUNT];
        for (size_t k = 0; k < SYSTEM_COUNT; k++) results[k] = run_pvwatts(weather_file, &SYSTEMS[k], NULL, 0);
        /* The location SSC read from the weather file's header (so a mismatched file shows in the fixture) and the albedo it used. */
        const ssc_number_t *albedo = required_array(results[0], "alb", 8760);
        double albedo_sum = 0;
        for (int h = 0; h < 8760; h++) albedo_sum += albedo[h];
        printf("},\n      \"site_as_read_by_ssc\": {\"lat\": %.3f, \"lon\": %.3f, \"tz\": %g, \"elev_m\": %g, \"mean_albedo_used\": %.3f},\n",
               required_number(results[0], "lat"), required_number(results[0], "lon"), required_number(results[0], "tz"),
               required_number(results[0], "elev"), albedo_sum / 8760);
        printf("      \"systems\": {\n");
        for (size_t k = 0; k < SYSTEM_COUNT; k++) {
            print_system_result(results[k], &SYSTEMS[k], strcmp(s->id, SHAPE_CHECK_STATION) == 0);
            printf(k + 1 < SYSTEM_COUNT ? ",\n" : "\n");
            ssc_data_free(results[k]);
        }
        printf("      }\n    }%s\n", i + 1 < station_count ? "," : "");
    }
    printf("  ]\n}\n");
    return 0;
}
