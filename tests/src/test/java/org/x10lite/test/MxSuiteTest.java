package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Keeps the mx suite ({@code mx.x10lite/suite.py}) in step with the Maven build.
 *
 * <p>
 * The suite is read by python3 itself: {@code ast.parse} proves it is Python, and
 * {@code ast.literal_eval} of the {@code suite = {...}} assignment yields the dictionary mx
 * would load. A small script prints the projects, distributions and libraries as
 * tab-separated lines, which this test compares with the poms and the local Maven repository.
 *
 * <p>
 * Naming mapping, Maven module directory {@code m} (listed in the root pom's
 * {@code <modules>}) to mx:
 * <ul>
 * <li>project {@code org.x10lite.<m>}, with {@code "dir": "<m>"} and the module's Maven source
 * root as {@code "sourceDirs"} ({@code language} -> {@code org.x10lite.language});</li>
 * <li>distribution {@code X10LITE_<M>} ({@code runtime} -> {@code X10LITE_RUNTIME}), except the
 * language module, the suite's main artifact, whose distribution is plain {@code X10LITE};</li>
 * <li>the distribution's {@code "maven"} artifactId is the module's Maven artifactId
 * ({@code x10lite-<m>}).</li>
 * </ul>
 *
 * <p>
 * Library versions: artifacts of group {@code org.graalvm.*} must have the root pom's
 * {@code graalvm.version}, {@code org.junit.jupiter} its {@code junit.version} and
 * {@code org.openjdk.jmh} its {@code jmh.version}. Every other library (JUnit platform,
 * opentest4j, ...) must be a transitive dependency of another library, at the version that
 * library's POM asks for. Checks that need a POM or jar are made for the artifacts present in the
 * local Maven repository ({@code -Dmaven.repo.local} or {@code ~/.m2/repository}).
 *
 * <p>
 * The repository root comes from the system property {@code x10lite.root} (set by surefire), or
 * else is the nearest directory above the working directory that contains {@code mx.x10lite}.
 */
@DisplayName("mx suite mx.x10lite/suite.py")
final class MxSuiteTest {

    private static final String PYTHON = System.getProperty("x10lite.python", "python3");

    /** Prints the suite dictionary of the suite.py given as argument as tab-separated lines. */
    private static final String DUMP_SUITE_PY = """
                    import ast, sys
                    path = sys.argv[1]
                    with open(path, encoding='utf-8') as f:
                        source = f.read()
                    tree = ast.parse(source, filename=path)
                    suite = None
                    for node in tree.body:
                        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == 'suite' for t in node.targets):
                            suite = ast.literal_eval(node.value)
                    if not isinstance(suite, dict):
                        sys.exit(path + ': no top-level assignment of a dict literal to suite')
                    def j(xs):
                        return ','.join(xs or [])
                    def maven(e):
                        return e.get('maven') if isinstance(e.get('maven'), dict) else {}
                    print('\\t'.join(['suite', str(suite.get('name', '')), str(suite.get('mxversion', ''))]))
                    for name, p in suite.get('projects', {}).items():
                        print('\\t'.join(['project', name, p.get('dir', ''), p.get('subDir', ''), j(p.get('sourceDirs')),
                                         j(p.get('dependencies')), j(p.get('annotationProcessors')), str(p.get('javaCompliance', ''))]))
                    for name, d in suite.get('distributions', {}).items():
                        m = maven(d)
                        print('\\t'.join(['distribution', name, m.get('groupId', ''), m.get('artifactId', ''),
                                         j(d.get('dependencies')), j(d.get('distDependencies')), j(d.get('exclude'))]))
                    for name, l in suite.get('libraries', {}).items():
                        m = maven(l)
                        digest = l.get('digest') or ('sha1:' + l['sha1'] if 'sha1' in l else '')
                        print('\\t'.join(['library', name, m.get('groupId', ''), m.get('artifactId', ''), m.get('version', ''),
                                         digest, j(l.get('dependencies')), j(l.get('urls'))]))
                    """;

    /** Root pom property giving the version of each group of libraries that the build pins. */
    private static final Map<String, String> VERSION_PROPERTY_BY_GROUP_PREFIX = Map.of(
                    "org.graalvm.", "graalvm.version",
                    "org.junit.jupiter", "junit.version",
                    "org.openjdk.jmh", "jmh.version",
                    "org.hdrhistogram", "hdrhistogram.version");

    /**
     * Maven aggregate artifacts that the suite declares through their parts (mx does not resolve
     * POM dependencies, so an aggregate jar with no classes would be of no use).
     */
    private static final List<String> JUPITER_PARTS = List.of("org.junit.jupiter:junit-jupiter-api", "org.junit.jupiter:junit-jupiter-params",
                    "org.junit.jupiter:junit-jupiter-engine");
    /** Maven artifacts that stand for several libraries: the aggregate, and the BOM that pins its parts. */
    private static final Map<String, List<String>> AGGREGATE_PARTS = Map.of("org.junit.jupiter:junit-jupiter", JUPITER_PARTS, "org.junit:junit-bom", JUPITER_PARTS);

    private static final Pattern SHA1_DIGEST = Pattern.compile("sha1:([0-9a-f]{40})");

    record Project(String name, String dir, String subDir, List<String> sourceDirs, List<String> dependencies, List<String> annotationProcessors, String javaCompliance) {
    }

    record Distribution(String name, String groupId, String artifactId, List<String> dependencies, List<String> distDependencies, List<String> exclude) {
    }

    record Library(String name, String groupId, String artifactId, String version, String digest, List<String> dependencies, List<String> urls) {
        String coordinates() {
            return groupId + ":" + artifactId + ":" + version;
        }

        String ga() {
            return groupId + ":" + artifactId;
        }
    }

    record Suite(String name, String mxversion, Map<String, Project> projects, Map<String, Distribution> distributions, Map<String, Library> libraries) {
        Optional<Library> libraryFor(String ga) {
            return libraries.values().stream().filter(l -> l.ga().equals(ga)).findFirst();
        }
    }

    /** A Maven module listed in the root pom. */
    record Module(String dir, String artifactId, Element pom) {
        String projectName() {
            return "org.x10lite." + dir;
        }

        String distributionName() {
            return dir.equals("language") ? "X10LITE" : "X10LITE_" + dir.toUpperCase(java.util.Locale.ROOT).replace('-', '_');
        }
    }

    private static Suite suite;

    @Test
    @DisplayName("parses as Python and assigns a literal dictionary to suite")
    void suitePyIsPythonDefiningASuiteDictionary() {
        Suite s = suite();
        assertEquals("x10lite", s.name(), "suite name");
        assertFalse(s.mxversion().isEmpty(), "suite.py must state the \"mxversion\" it needs");
        assertFalse(s.projects().isEmpty(), "suite.py declares no projects");
        assertFalse(s.distributions().isEmpty(), "suite.py declares no distributions");
        assertFalse(s.libraries().isEmpty(), "suite.py declares no libraries");
    }

    @Test
    @DisplayName("has exactly one project per Maven module, in the module's directory and source root")
    void everyMavenModuleHasAnMxProject() throws Exception {
        Suite s = suite();
        List<Module> modules = modules();
        String release = text(rootPom(), "properties", "maven.compiler.release").orElseThrow(() -> new AssertionError("root pom has no maven.compiler.release"));
        Map<String, String> projectByArtifactId = modules.stream().collect(Collectors.toMap(Module::artifactId, Module::projectName));
        List<String> problems = new ArrayList<>();
        for (Module module : modules) {
            Project project = s.projects().get(module.projectName());
            if (project == null) {
                problems.add("Maven module '" + module.dir() + "' has no mx project '" + module.projectName() + "'");
                continue;
            }
            if (!module.dir().equals(project.dir())) {
                problems.add(project.name() + ": \"dir\" is '" + project.dir() + "', the Maven module is in '" + module.dir() + "'");
            }
            if (!project.subDir().isEmpty()) {
                problems.add(project.name() + ": \"subDir\" must not be used together with \"dir\"");
            }
            List<String> mavenRoots = List.of(
                            text(module.pom(), "build", "sourceDirectory").orElse("src/main/java"),
                            text(module.pom(), "build", "testSourceDirectory").orElse("src/test/java"));
            if (project.sourceDirs().isEmpty()) {
                problems.add(project.name() + ": no \"sourceDirs\"");
            }
            for (String sourceDir : project.sourceDirs()) {
                if (!mavenRoots.contains(sourceDir)) {
                    problems.add(project.name() + ": source dir '" + sourceDir + "' is not a Maven source root of module '" + module.dir() + "' " + mavenRoots);
                }
            }
            for (String mavenRoot : mavenRoots) {
                if (containsJavaFiles(root().resolve(module.dir()).resolve(mavenRoot)) && !project.sourceDirs().contains(mavenRoot)) {
                    problems.add(project.name() + ": Java sources in " + module.dir() + "/" + mavenRoot + " are not in \"sourceDirs\"");
                }
            }
            if (!project.javaCompliance().equals(release + "+")) {
                problems.add(project.name() + ": \"javaCompliance\" is '" + project.javaCompliance() + "', the Maven build compiles with release " + release + " (expected '" + release + "+')");
            }
            Set<String> expectedProjectDeps = x10liteDependencies(module).stream().map(projectByArtifactId::get).collect(Collectors.toCollection(TreeSet::new));
            Set<String> actualProjectDeps = project.dependencies().stream().filter(s.projects()::containsKey).collect(Collectors.toCollection(TreeSet::new));
            if (!expectedProjectDeps.equals(actualProjectDeps)) {
                problems.add(project.name() + ": depends on projects " + actualProjectDeps + ", the Maven module on " + expectedProjectDeps);
            }
        }
        Set<String> expectedProjects = modules.stream().map(Module::projectName).collect(Collectors.toSet());
        for (String name : s.projects().keySet()) {
            if (!expectedProjects.contains(name)) {
                problems.add("mx project '" + name + "' has no Maven module (expected one of " + new TreeSet<>(expectedProjects) + ")");
            }
        }
        assertNoProblems("projects", problems);
    }

    @Test
    @DisplayName("has exactly one distribution per Maven module, with the module's artifactId")
    void everyMavenModuleHasAnMxDistribution() throws Exception {
        Suite s = suite();
        List<Module> modules = modules();
        String groupId = text(rootPom(), "groupId").orElseThrow(() -> new AssertionError("root pom has no groupId"));
        Map<String, String> distributionByArtifactId = modules.stream().collect(Collectors.toMap(Module::artifactId, Module::distributionName));
        List<String> problems = new ArrayList<>();
        for (Module module : modules) {
            Distribution distribution = s.distributions().get(module.distributionName());
            if (distribution == null) {
                problems.add("Maven module '" + module.dir() + "' (" + module.artifactId() + ") has no mx distribution '" + module.distributionName() + "'");
                continue;
            }
            if (!module.artifactId().equals(distribution.artifactId())) {
                problems.add(distribution.name() + ": maven artifactId is '" + distribution.artifactId() + "', the Maven module's is '" + module.artifactId() + "'");
            }
            if (!distribution.groupId().isEmpty() && !distribution.groupId().equals(groupId)) {
                problems.add(distribution.name() + ": maven groupId is '" + distribution.groupId() + "', the Maven build's is '" + groupId + "'");
            }
            if (!distribution.dependencies().equals(List.of(module.projectName()))) {
                problems.add(distribution.name() + ": \"dependencies\" is " + distribution.dependencies() + ", expected [" + module.projectName() + "]");
            }
            Set<String> expectedDistDeps = x10liteDependencies(module).stream().map(distributionByArtifactId::get).collect(Collectors.toCollection(TreeSet::new));
            Set<String> actualDistDeps = new TreeSet<>(distribution.distDependencies());
            if (!expectedDistDeps.equals(actualDistDeps)) {
                problems.add(distribution.name() + ": \"distDependencies\" is " + actualDistDeps + ", the Maven module depends on " + expectedDistDeps);
            }
        }
        Set<String> expectedDistributions = modules.stream().map(Module::distributionName).collect(Collectors.toSet());
        for (String name : s.distributions().keySet()) {
            if (!expectedDistributions.contains(name)) {
                problems.add("mx distribution '" + name + "' has no Maven module (expected one of " + new TreeSet<>(expectedDistributions) + ")");
            }
        }
        assertNoProblems("distributions", problems);
    }

    @Test
    @DisplayName("refers only to projects, libraries and distributions it declares")
    void everyDependencyResolvesWithinTheSuite() {
        Suite s = suite();
        Set<String> projectsAndLibraries = new LinkedHashSet<>(s.projects().keySet());
        projectsAndLibraries.addAll(s.libraries().keySet());
        Set<String> anything = new LinkedHashSet<>(projectsAndLibraries);
        anything.addAll(s.distributions().keySet());
        List<String> problems = new ArrayList<>();
        for (Project p : s.projects().values()) {
            checkReferences(problems, "project " + p.name() + " \"dependencies\"", p.dependencies(), anything);
            checkReferences(problems, "project " + p.name() + " \"annotationProcessors\"", p.annotationProcessors(), anything);
        }
        for (Distribution d : s.distributions().values()) {
            checkReferences(problems, "distribution " + d.name() + " \"dependencies\"", d.dependencies(), projectsAndLibraries);
            checkReferences(problems, "distribution " + d.name() + " \"distDependencies\"", d.distDependencies(), s.distributions().keySet());
            checkReferences(problems, "distribution " + d.name() + " \"exclude\"", d.exclude(), s.libraries().keySet());
        }
        for (Library l : s.libraries().values()) {
            checkReferences(problems, "library " + l.name() + " \"dependencies\"", l.dependencies(), s.libraries().keySet());
        }
        Project language = s.projects().get("org.x10lite.language");
        if (language != null && language.annotationProcessors().stream().map(MxSuiteTest::localName).noneMatch("TRUFFLE_DSL_PROCESSOR"::equals)) {
            problems.add("project org.x10lite.language must run the Truffle DSL processor (\"annotationProcessors\": [\"TRUFFLE_DSL_PROCESSOR\"])");
        }
        assertNoProblems("references", problems);
    }

    @Test
    @DisplayName("declares GraalVM, JUnit, JMH and HdrHistogram libraries at the root pom's version properties")
    void libraryVersionsEqualTheRootPomProperties(TestReporter reporter) throws Exception {
        Suite s = suite();
        Element rootPom = rootPom();
        List<String> problems = new ArrayList<>();
        for (Library l : s.libraries().values()) {
            if (l.groupId().isEmpty() || l.artifactId().isEmpty() || l.version().isEmpty()) {
                problems.add(l.name() + ": \"maven\" needs groupId, artifactId and version, has '" + l.coordinates() + "'");
                continue;
            }
            if (!l.urls().isEmpty()) {
                problems.add(l.name() + ": declares \"urls\" " + l.urls() + "; libraries must come from their \"maven\" coordinates");
            }
            Optional<String> property = versionProperty(l.groupId());
            if (property.isPresent()) {
                String expected = text(rootPom, "properties", property.get()).orElseThrow(() -> new AssertionError("root pom has no property " + property.get()));
                if (!expected.equals(l.version())) {
                    problems.add(l.name() + ": " + l.coordinates() + " but the root pom's " + property.get() + " is " + expected);
                }
            }
        }
        // Every artifact the Maven build pins with one of those properties must be a library.
        List<Element> managed = new ArrayList<>(children(child(rootPom, "dependencyManagement").orElse(null), "dependencies").stream()
                        .flatMap(deps -> children(deps, "dependency").stream()).toList());
        for (Module module : modules()) {
            for (Element plugin : descendants(module.pom(), "plugin")) {
                descendants(plugin, "annotationProcessorPaths").forEach(paths -> managed.addAll(children(paths, "path")));
            }
        }
        for (Element dependency : managed) {
            String version = text(dependency, "version").orElse("");
            if (VERSION_PROPERTY_BY_GROUP_PREFIX.values().stream().noneMatch(p -> version.equals("${" + p + "}"))) {
                continue;
            }
            String ga = text(dependency, "groupId").orElse("") + ":" + text(dependency, "artifactId").orElse("");
            for (String part : AGGREGATE_PARTS.getOrDefault(ga, List.of(ga))) {
                if (s.libraryFor(part).isEmpty()) {
                    problems.add("the Maven build uses " + part + " (" + version + ") but suite.py has no library with those maven coordinates");
                }
            }
        }
        reporter.publishEntry("libraries", s.libraries().values().stream().map(l -> l.name() + "=" + l.coordinates()).collect(Collectors.joining(", ")));
        assertNoProblems("library versions", problems);
    }

    @Test
    @DisplayName("declares every other library as a transitive dependency, at the version its dependents' POMs ask for")
    void transitiveLibrariesMatchTheirDependentsPoms(TestReporter reporter) throws Exception {
        Suite s = suite();
        List<String> problems = new ArrayList<>();
        int checked = 0;
        for (Library l : s.libraries().values()) {
            if (versionProperty(l.groupId()).isPresent()) {
                continue;
            }
            List<Library> dependents = s.libraries().values().stream().filter(d -> d.dependencies().stream().map(MxSuiteTest::localName).anyMatch(l.name()::equals)).toList();
            if (dependents.isEmpty()) {
                problems.add(l.name() + " (" + l.coordinates() + ") is neither pinned by a root pom property nor a dependency of another library");
            }
            for (Library dependent : dependents) {
                Optional<Pom> pom = Pom.load(localRepository(), dependent.groupId(), dependent.artifactId(), dependent.version());
                if (pom.isEmpty()) {
                    continue;
                }
                Optional<String> requested = pom.get().requestedVersion(l.groupId(), l.artifactId());
                if (requested.isPresent()) {
                    checked++;
                    if (!requested.get().equals(l.version())) {
                        problems.add(l.name() + ": " + l.coordinates() + " but " + dependent.coordinates() + " asks for version " + requested.get());
                    }
                }
            }
        }
        reporter.publishEntry("transitive versions checked against local POMs", String.valueOf(checked));
        assertNoProblems("transitive library versions", problems);
    }

    @Test
    @DisplayName("gives each library the dependencies its POM declares")
    void libraryDependenciesMirrorTheirPoms(TestReporter reporter) throws Exception {
        Suite s = suite();
        List<String> problems = new ArrayList<>();
        int checked = 0;
        for (Library l : s.libraries().values()) {
            Optional<Pom> pom = Pom.load(localRepository(), l.groupId(), l.artifactId(), l.version());
            if (pom.isEmpty()) {
                continue;
            }
            checked++;
            Set<String> expected = new TreeSet<>(pom.get().compileAndRuntimeDependencies());
            Set<String> actual = new TreeSet<>();
            for (String dependency : l.dependencies()) {
                Library d = s.libraries().get(localName(dependency));
                actual.add(d == null ? "?" + dependency : d.ga());
            }
            if (!expected.equals(actual)) {
                problems.add(l.name() + ": \"dependencies\" are " + actual + " but the POM of " + l.coordinates() + " declares " + expected);
            }
        }
        reporter.publishEntry("library POMs found in the local Maven repository", checked + " of " + s.libraries().size());
        assertNoProblems("library dependencies", problems);
    }

    @Test
    @DisplayName("gives each library a sha1 digest that matches its jar in the local Maven repository")
    void librarySha1DigestsMatchTheLocalMavenRepository(TestReporter reporter) throws Exception {
        Suite s = suite();
        Path repository = localRepository();
        List<String> problems = new ArrayList<>();
        int checked = 0;
        for (Library l : s.libraries().values()) {
            Matcher matcher = SHA1_DIGEST.matcher(l.digest());
            if (!matcher.matches()) {
                problems.add(l.name() + ": \"digest\" must be \"sha1:<40 lowercase hex digits>\", is '" + l.digest() + "'");
                continue;
            }
            Path jar = Pom.artifactDir(repository, l.groupId(), l.artifactId(), l.version()).resolve(l.artifactId() + "-" + l.version() + ".jar");
            if (Files.isRegularFile(jar)) {
                checked++;
                String actual = sha1(jar);
                if (!actual.equals(matcher.group(1))) {
                    problems.add(l.name() + ": digest sha1:" + matcher.group(1) + " but " + jar + " has sha1:" + actual);
                }
            }
        }
        reporter.publishEntry("jars found in " + repository, checked + " of " + s.libraries().size());
        assertNoProblems("library digests", problems);
    }

    // ------------------------------------------------------------------ suite.py

    private static synchronized Suite suite() {
        if (suite == null) {
            suite = parseSuite(root().resolve("mx.x10lite").resolve("suite.py"));
        }
        return suite;
    }

    private static Suite parseSuite(Path suitePy) {
        assertTrue(Files.isRegularFile(suitePy), "no mx suite at " + suitePy);
        List<String> lines = runPython(suitePy);
        String name = null;
        String mxversion = null;
        Map<String, Project> projects = new LinkedHashMap<>();
        Map<String, Distribution> distributions = new LinkedHashMap<>();
        Map<String, Library> libraries = new LinkedHashMap<>();
        for (String line : lines) {
            String[] f = line.split("\t", -1);
            switch (f[0]) {
                case "suite" -> {
                    name = f[1];
                    mxversion = f[2];
                }
                case "project" -> projects.put(f[1], new Project(f[1], f[2], f[3], list(f[4]), list(f[5]), list(f[6]), f[7]));
                case "distribution" -> distributions.put(f[1], new Distribution(f[1], f[2], f[3], list(f[4]), list(f[5]), list(f[6])));
                case "library" -> libraries.put(f[1], new Library(f[1], f[2], f[3], f[4], f[5], list(f[6]), list(f[7])));
                default -> fail("unexpected line from the suite.py reader: " + line);
            }
        }
        assertTrue(name != null, "the suite.py reader printed no suite line");
        return new Suite(name, mxversion, projects, distributions, libraries);
    }

    private static List<String> runPython(Path suitePy) {
        Process process;
        try {
            process = new ProcessBuilder(PYTHON, "-I", "-c", DUMP_SUITE_PY, suitePy.toString()).start();
        } catch (IOException e) {
            return fail("MxSuiteTest needs python3 to check that " + suitePy + " is valid Python, but '" + PYTHON + "' could not be started: " + e.getMessage()
                            + " (install python3 or point -Dx10lite.python at a Python 3 interpreter)", e);
        }
        try {
            process.getOutputStream().close();
            CompletableFuture<String> stderr = CompletableFuture.supplyAsync(() -> readAll(process.getErrorStream()));
            String stdout = readAll(process.getInputStream());
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return fail(PYTHON + " did not finish reading " + suitePy + " within 60 s");
            }
            if (process.exitValue() != 0) {
                return fail(suitePy + " is not a valid mx suite file (" + PYTHON + " exit code " + process.exitValue() + "):\n" + stderr.join());
            }
            return stdout.lines().filter(l -> !l.isEmpty()).toList();
        } catch (IOException e) {
            return fail("reading the output of " + PYTHON + " failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
            return fail("interrupted while waiting for " + PYTHON, e);
        }
    }

    private static String readAll(InputStream in) {
        try (in) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static List<String> list(String commaSeparated) {
        return commaSeparated.isEmpty() ? List.of() : Arrays.asList(commaSeparated.split(","));
    }

    /** Strips the suite prefix of a reference to this suite ({@code x10lite:NAME}). */
    private static String localName(String reference) {
        return reference.startsWith("x10lite:") ? reference.substring("x10lite:".length()) : reference;
    }

    private static void checkReferences(List<String> problems, String where, List<String> references, Set<String> allowed) {
        for (String reference : references) {
            if (!allowed.contains(localName(reference))) {
                problems.add(where + ": '" + reference + "' is not " + (reference.contains(":") ? "declared (suite.py imports no other suite)" : "declared where it may be used"));
            }
        }
    }

    private static Optional<String> versionProperty(String groupId) {
        return VERSION_PROPERTY_BY_GROUP_PREFIX.entrySet().stream()
                        .filter(e -> e.getKey().endsWith(".") ? groupId.startsWith(e.getKey()) : groupId.equals(e.getKey()))
                        .map(Map.Entry::getValue)
                        .findFirst();
    }

    private static void assertNoProblems(String what, List<String> problems) {
        assertTrue(problems.isEmpty(), () -> problems.size() + " problem(s) with the mx suite's " + what + " (" + root().resolve("mx.x10lite/suite.py") + "):\n  "
                        + String.join("\n  ", problems));
    }

    // ------------------------------------------------------------------ Maven side

    private static Path root() {
        String property = System.getProperty("x10lite.root");
        if (property != null && !property.isBlank()) {
            return Paths.get(property).toAbsolutePath().normalize();
        }
        for (Path dir = Paths.get("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve("mx.x10lite"))) {
                return dir;
            }
        }
        return fail("cannot find the x10lite repository: set -Dx10lite.root or run from inside the repository (no directory above "
                        + Paths.get("").toAbsolutePath() + " contains mx.x10lite)");
    }

    private static Path localRepository() {
        String property = System.getProperty("maven.repo.local");
        if (property != null && !property.isBlank()) {
            return Paths.get(property);
        }
        return Paths.get(System.getProperty("user.home"), ".m2", "repository");
    }

    private static Element rootPom() throws Exception {
        return parseXml(root().resolve("pom.xml"));
    }

    private static List<Module> modules() throws Exception {
        List<Module> modules = new ArrayList<>();
        for (Element module : children(child(rootPom(), "modules").orElseThrow(() -> new AssertionError("root pom.xml has no <modules>")), "module")) {
            String dir = module.getTextContent().trim();
            Element pom = parseXml(root().resolve(dir).resolve("pom.xml"));
            String artifactId = text(pom, "artifactId").orElseThrow(() -> new AssertionError(dir + "/pom.xml has no artifactId"));
            modules.add(new Module(dir, artifactId, pom));
        }
        assertFalse(modules.isEmpty(), "root pom.xml lists no modules");
        return modules;
    }

    /** ArtifactIds of the x10lite modules a module depends on (any scope). */
    private static List<String> x10liteDependencies(Module module) throws Exception {
        String groupId = text(rootPom(), "groupId").orElseThrow();
        return children(child(module.pom(), "dependencies").orElse(null), "dependency").stream()
                        .filter(d -> text(d, "groupId").orElse("").equals(groupId))
                        .map(d -> text(d, "artifactId").orElse(""))
                        .toList();
    }

    private static boolean containsJavaFiles(Path dir) {
        if (!Files.isDirectory(dir)) {
            return false;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            return files.anyMatch(f -> f.toString().endsWith(".java"));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static String sha1(Path file) throws IOException {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-1").digest(Files.readAllBytes(file)));
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }

    // ------------------------------------------------------------------ XML

    static Element parseXml(Path file) throws Exception {
        assertTrue(Files.isRegularFile(file), "missing " + file);
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        factory.setExpandEntityReferences(false);
        return factory.newDocumentBuilder().parse(file.toFile()).getDocumentElement();
    }

    static List<Element> children(Element parent, String tag) {
        List<Element> result = new ArrayList<>();
        if (parent == null) {
            return result;
        }
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && e.getTagName().equals(tag)) {
                result.add(e);
            }
        }
        return result;
    }

    static Optional<Element> child(Element parent, String tag) {
        return children(parent, tag).stream().findFirst();
    }

    static List<Element> descendants(Element parent, String tag) {
        List<Element> result = new ArrayList<>();
        var nodes = parent.getElementsByTagName(tag);
        for (int i = 0; i < nodes.getLength(); i++) {
            result.add((Element) nodes.item(i));
        }
        return result;
    }

    /** Trimmed text of the element at the given path of child tags. */
    static Optional<String> text(Element element, String... path) {
        Element current = element;
        for (String tag : path) {
            Optional<Element> next = child(current, tag);
            if (next.isEmpty()) {
                return Optional.empty();
            }
            current = next.get();
        }
        return Optional.of(current.getTextContent().trim());
    }

    /**
     * Just enough of a POM from the local repository to learn its dependencies and the version it
     * asks for a dependency, looking through {@code dependencyManagement} and properties of the
     * parent chain.
     */
    record Pom(Path repository, Element xml, Optional<Pom> parent) {

        static Path artifactDir(Path repository, String groupId, String artifactId, String version) {
            return repository.resolve(groupId.replace('.', '/')).resolve(artifactId).resolve(version);
        }

        static Optional<Pom> load(Path repository, String groupId, String artifactId, String version) throws Exception {
            return load(repository, groupId, artifactId, version, 0);
        }

        private static Optional<Pom> load(Path repository, String groupId, String artifactId, String version, int depth) throws Exception {
            Path file = artifactDir(repository, groupId, artifactId, version).resolve(artifactId + "-" + version + ".pom");
            if (depth > 10 || !Files.isRegularFile(file)) {
                return Optional.empty();
            }
            Element xml = parseXml(file);
            Optional<Pom> parent = Optional.empty();
            Optional<Element> parentRef = child(xml, "parent");
            if (parentRef.isPresent()) {
                parent = load(repository, text(parentRef.get(), "groupId").orElse(""), text(parentRef.get(), "artifactId").orElse(""),
                                text(parentRef.get(), "version").orElse(""), depth + 1);
            }
            return Optional.of(new Pom(repository, xml, parent));
        }

        String version() {
            return text(xml, "version").or(() -> text(xml, "parent", "version")).orElse("");
        }

        String groupId() {
            return text(xml, "groupId").or(() -> text(xml, "parent", "groupId")).orElse("");
        }

        Optional<String> property(String name) {
            switch (name) {
                case "project.version", "pom.version", "version" -> {
                    return Optional.of(version());
                }
                case "project.groupId", "pom.groupId" -> {
                    return Optional.of(groupId());
                }
                case "project.parent.version" -> {
                    return text(xml, "parent", "version");
                }
                default -> {
                    return text(xml, "properties", name).or(() -> parent.flatMap(p -> p.property(name)));
                }
            }
        }

        String interpolate(String value) {
            Matcher m = Pattern.compile("\\$\\{([^}]+)}").matcher(value);
            StringBuilder result = new StringBuilder();
            while (m.find()) {
                String replacement = property(m.group(1)).map(this::interpolate).orElse(m.group());
                m.appendReplacement(result, Matcher.quoteReplacement(replacement));
            }
            m.appendTail(result);
            return result.toString();
        }

        private List<Element> dependencies() {
            return children(child(xml, "dependencies").orElse(null), "dependency");
        }

        private Optional<String> managedVersion(String groupId, String artifactId) {
            List<Element> managed = children(child(xml, "dependencyManagement").flatMap(dm -> child(dm, "dependencies")).orElse(null), "dependency");
            for (Element d : managed) {
                if (matches(d, groupId, artifactId) && text(d, "version").isPresent()) {
                    return Optional.of(interpolate(text(d, "version").get()));
                }
            }
            return parent.flatMap(p -> p.managedVersion(groupId, artifactId));
        }

        private boolean matches(Element dependency, String groupId, String artifactId) {
            return interpolate(text(dependency, "groupId").orElse("")).equals(groupId) && interpolate(text(dependency, "artifactId").orElse("")).equals(artifactId);
        }

        /** The version this POM resolves for one of its direct dependencies, if it says. */
        Optional<String> requestedVersion(String groupId, String artifactId) {
            for (Element d : dependencies()) {
                if (matches(d, groupId, artifactId)) {
                    Optional<String> version = text(d, "version").map(this::interpolate);
                    return version.isPresent() ? version : managedVersion(groupId, artifactId);
                }
            }
            return Optional.empty();
        }

        /** groupId:artifactId of the non-optional compile and runtime dependencies. */
        List<String> compileAndRuntimeDependencies() {
            List<String> result = new ArrayList<>();
            for (Element d : dependencies()) {
                String scope = text(d, "scope").orElse("compile");
                boolean optional = text(d, "optional").orElse("false").equals("true");
                if ((scope.equals("compile") || scope.equals("runtime")) && !optional) {
                    result.add(interpolate(text(d, "groupId").orElse("")) + ":" + interpolate(text(d, "artifactId").orElse("")));
                }
            }
            return result;
        }
    }
}
