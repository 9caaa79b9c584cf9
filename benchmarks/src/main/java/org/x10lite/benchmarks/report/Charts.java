package org.x10lite.benchmarks.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.knowm.xchart.AnnotationLine;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.BitmapEncoder.BitmapFormat;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.CategoryStyler;
import org.knowm.xchart.style.Styler.LegendLayout;
import org.knowm.xchart.style.Styler.LegendPosition;
import org.x10lite.benchmarks.peers.Workloads.Workload;
import org.x10lite.benchmarks.report.Report.Results;

/** The report's PNG charts (XChart): ratios of medians from one run, per workload. */
final class Charts {
    private static final int CHART_WIDTH = 900;
    private static final int CHART_HEIGHT = 500;
    /** Above this max ÷ min of the plotted values a linear axis hides the small bars: go logarithmic. */
    private static final double LOG_SCALE_RANGE = 20;

    private Charts() {
    }

    /** One bar series of a chart: a value per category, null where the run has no data. */
    record Series(String name, List<Double> values) {
    }

    /** Writes the charts that have data; returns the file names written. */
    static List<String> write(Results r, Path out) throws IOException {
        List<Workload> workloads = List.copyOf(r.suite.keySet());
        List<String> categories = workloads.stream().map(Workload::x10Class).toList();
        List<String> written = new ArrayList<>();

        List<Series> speedup = new ArrayList<>();
        for (String system : List.of("x10lite-all", "x10lite-1", "x10lite-elided", "forkjoin-all", "forkjoin-1")) {
            speedup.add(new Series(system, workloads.stream().map(w -> r.ratio(w, "java", system)).toList()));
        }
        if (barChart(out, "speedup", "Speedup over sequential Java (Java median ÷ system median; higher is better)",
                        "speedup", categories, speedup, true)) {
            written.add("speedup.png");
        }

        List<Series> parallel = List.of(
                        new Series("x10lite (x10lite-1 ÷ x10lite-all)", workloads.stream().map(w -> r.ratio(w, "x10lite-1", "x10lite-all")).toList()),
                        new Series("fork/join (forkjoin-1 ÷ forkjoin-all)", workloads.stream().map(w -> r.ratio(w, "forkjoin-1", "forkjoin-all")).toList()));
        if (barChart(out, "parallel-speedup", "Parallel speedup: all workers over one worker (higher is better; 1 = no gain)",
                        "speedup", categories, parallel, true)) {
            written.add("parallel-speedup.png");
        }

        List<Series> interpreter = List.of(new Series("x10lite-interpreter ÷ x10lite-1-smoke",
                        workloads.stream().map(w -> r.ratio(w, "x10lite-interpreter", "x10lite-1-smoke")).toList()));
        if (barChart(out, "interpreter-vs-compiled", "Interpreter ÷ compiled, 1 worker, smoke size (how many times slower)",
                        "time ratio", categories, interpreter, false)) {
            written.add("interpreter-vs-compiled.png");
        }

        List<Series> sequential = new ArrayList<>();
        for (String system : List.of("x10lite-elided", "java-graal", "graaljs")) {
            sequential.add(new Series(system + " ÷ java", workloads.stream().map(w -> r.ratio(w, system, "java")).toList()));
        }
        if (barChart(out, "sequential-speed", "Sequential code against Java on C2 (time ratio; 1 = as fast, lower is better)",
                        "time ratio", categories, sequential, true)) {
            written.add("sequential-speed.png");
        }

        List<Series> overhead = List.of(
                        new Series("x10lite sequential overhead (x10lite-1 ÷ x10lite-elided)",
                                        workloads.stream().map(w -> r.ratio(w, "x10lite-1", "x10lite-elided")).toList()),
                        new Series("fork/join overhead (forkjoin-1 ÷ java)", workloads.stream().map(w -> r.ratio(w, "forkjoin-1", "java")).toList()));
        if (barChart(out, "overhead", "Cost of the parallel constructs on 1 worker (time ratio; 1 = free)", "time ratio", categories, overhead,
                        true)) {
            written.add("overhead.png");
        }
        return written;
    }

    /**
     * A grouped bar chart of the series over the categories, written as OUT/NAME.png; series
     * and categories without any value are dropped first. Returns false (and writes nothing)
     * if no value is left.
     */
    static boolean barChart(Path out, String name, String title, String yTitle, List<String> categories, List<Series> series,
                    boolean referenceAtOne) throws IOException {
        List<Series> present = series.stream().filter(s -> s.values.stream().anyMatch(v -> v != null)).toList();
        List<Integer> keep = new ArrayList<>();
        for (int i = 0; i < categories.size(); i++) {
            final int c = i;
            if (present.stream().anyMatch(s -> s.values.get(c) != null)) {
                keep.add(i);
            }
        }
        if (keep.isEmpty()) {
            return false;
        }
        CategoryChart chart = new CategoryChartBuilder().width(CHART_WIDTH).height(CHART_HEIGHT).title(title).yAxisTitle(yTitle).build();
        style(chart.getStyler(), present.size() > 1);
        double min = Double.POSITIVE_INFINITY;
        double max = 0;
        for (Series s : present) {
            List<Double> values = keep.stream().map(s.values::get).toList();
            for (Double v : values) {
                if (v != null) {
                    min = Math.min(min, v);
                    max = Math.max(max, v);
                }
            }
            chart.addSeries(s.name, keep.stream().map(categories::get).toList(), values);
        }
        // Ratios span orders of magnitude (fine-grained fork/join at 0.01, the interpreter at 50):
        // a linear axis would flatten the small ones to nothing.
        boolean log = min > 0 && max / min > LOG_SCALE_RANGE;
        chart.getStyler().setYAxisLogarithmic(log);
        // XChart anchors bars at 0, which a logarithmic axis cannot show: start at the decade
        // below the smallest value instead (and include y = 1 when the line is drawn).
        double axisMin = log ? Math.pow(10, Math.floor(Math.log10(min))) : 0;
        double axisMax = max * (log ? 1.5 : 1.1);
        if (referenceAtOne) {
            axisMin = Math.min(axisMin, 1.0);
            axisMax = Math.max(axisMax, 1.0);
            chart.addAnnotation(new AnnotationLine(1.0, false, false));
        }
        chart.getStyler().setYAxisMin(axisMin);
        chart.getStyler().setYAxisMax(axisMax);
        // Tick and bar labels share this pattern: enough decimals for the lowest decade, else two.
        int decimals = log ? Math.max(2, (int) -Math.floor(Math.log10(axisMin))) : 2;
        chart.getStyler().setYAxisDecimalPattern("0." + "#".repeat(decimals));
        BitmapEncoder.saveBitmap(chart, out.resolve(name).toString(), BitmapFormat.PNG);
        return true;
    }

    /** Larger fonts than XChart's defaults so that the PNG stays legible when scaled down in a browser. */
    private static void style(CategoryStyler styler, boolean legend) {
        java.awt.Font base = new java.awt.Font(java.awt.Font.SANS_SERIF, java.awt.Font.PLAIN, 13);
        styler.setChartTitleFont(base.deriveFont(java.awt.Font.BOLD, 15f));
        styler.setAxisTitleFont(base);
        styler.setAxisTickLabelsFont(base);
        styler.setLegendFont(base);
        styler.setLegendVisible(legend);
        styler.setLegendPosition(LegendPosition.OutsideS);
        styler.setLegendLayout(LegendLayout.Horizontal);
        // one series: print each bar's value on it (with several the labels would overlap)
        styler.setLabelsVisible(!legend);
        styler.setLabelsFont(base);
        styler.setAvailableSpaceFill(0.8);
        styler.setChartBackgroundColor(java.awt.Color.WHITE);
        // XChart's own sixth colour, yellow, is hard to tell from its second, orange, beside it
        styler.setSeriesColors(SERIES_COLORS);
    }

    /**
     * Bar colours that stay distinct side by side, for every chart: the first series takes the
     * first colour, and so on. XChart's order (blue, orange, purple, green, red) in matplotlib's
     * "tab10" shades, then grey where XChart has yellow, brown, pink.
     */
    private static final java.awt.Color[] SERIES_COLORS = {new java.awt.Color(0x1f77b4), new java.awt.Color(0xff7f0e), new java.awt.Color(0x9467bd),
                    new java.awt.Color(0x2ca02c), new java.awt.Color(0xd62728), new java.awt.Color(0x7f7f7f), new java.awt.Color(0x8c564b), new java.awt.Color(0xe377c2)};
}
