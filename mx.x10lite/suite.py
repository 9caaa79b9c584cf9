#
# mx suite for x10lite, a GraalVM Truffle implementation of X10's finish/async
# task parallelism.
#
# The Maven build (pom.xml and the five module poms) is the primary build. This
# suite declares the same modules for mx, following the conventions of the
# truffle suite (oracle/graal truffle/mx.truffle/suite.py) and its SimpleLanguage
# projects:
#
#   Maven module (dir)  mx project               mx distribution      Maven artifactId
#   runtime             org.x10lite.runtime      X10LITE_RUNTIME      x10lite-runtime
#   language            org.x10lite.language     X10LITE              x10lite-language
#   launcher            org.x10lite.launcher     X10LITE_LAUNCHER     x10lite-launcher
#   tests               org.x10lite.tests        X10LITE_TESTS        x10lite-tests
#   benchmarks          org.x10lite.benchmarks   X10LITE_BENCHMARKS   x10lite-benchmarks
#
# Projects keep the Maven directory layout through "dir" + "sourceDirs".
#
# GraalVM, JUnit and JMH are not imported as suites: they are "libraries" resolved
# from Maven Central through their "maven" coordinates (mx derives the download
# URLs from "maven" when a library has a digest and no "urls"). mx does not
# resolve Maven transitive dependencies, so every library's "dependencies" list
# mirrors the compile/runtime dependencies of its POM, and the transitive
# third-party jars (JUnit platform, opentest4j, apiguardian, jopt-simple,
# commons-math3) are declared too, at the versions Maven resolves for them.
#
# Versions must equal the root pom's properties: graalvm.version (25.0.1),
# junit.version (5.13.1) and jmh.version (1.37). The digests are the sha1 sums of
# the jars Maven resolved into ~/.m2/repository. MxSuiteTest (tests module)
# checks all of this against the poms and the local Maven repository.
#
suite = {
  "mxversion": "7.33.0",
  "name": "x10lite",
  # With "release": False mx versions the distributions 0.1.0-dev, and
  # 0.1.0-SNAPSHOT (the Maven project version) when deploying to Maven.
  "version": "0.1.0",
  "release": False,
  "groupId": "org.x10lite",

  "licenses": {
    # GPLv2-CPE, MIT, Apache-2.0, EPL-2.0, BSD-new and BSD-simplified are defined by the mx suite.
    "UPL": {
      "name": "Universal Permissive License, Version 1.0",
      "url": "http://opensource.org/licenses/UPL",
    },
  },

  "libraries": {

    # ------------- GraalVM (graalvm.version) -------------

    "TRUFFLE_API": {
      "digest": "sha1:7b3f32fd4b7f0c24607328435652f758791eab56",
      "maven": {
        "groupId": "org.graalvm.truffle",
        "artifactId": "truffle-api",
        "version": "25.0.1",
      },
      "dependencies": ["COLLECTIONS", "NATIVEIMAGE", "POLYGLOT"],
      "license": "UPL",
    },

    "TRUFFLE_DSL_PROCESSOR": {
      "digest": "sha1:1f25220fa73a853af748e08c2b2f7d0051eed594",
      "maven": {
        "groupId": "org.graalvm.truffle",
        "artifactId": "truffle-dsl-processor",
        "version": "25.0.1",
      },
      "license": "UPL",
    },

    "TRUFFLE_RUNTIME": {
      "digest": "sha1:fa225034b30b4e8e2dadb713fa97ba91aa07623c",
      "maven": {
        "groupId": "org.graalvm.truffle",
        "artifactId": "truffle-runtime",
        "version": "25.0.1",
      },
      "dependencies": ["JNIUTILS", "TRUFFLE_API", "TRUFFLE_COMPILER"],
      "license": "UPL",
    },

    "TRUFFLE_COMPILER": {
      "digest": "sha1:139d37816fa0ae573f0c07491feadc7f5ef1af9e",
      "maven": {
        "groupId": "org.graalvm.truffle",
        "artifactId": "truffle-compiler",
        "version": "25.0.1",
      },
      "license": "UPL",
    },

    "POLYGLOT": {
      "digest": "sha1:b64b3f8ac2e4b081a73ce499ac5ef535e2b65279",
      "maven": {
        "groupId": "org.graalvm.polyglot",
        "artifactId": "polyglot",
        "version": "25.0.1",
      },
      "dependencies": ["COLLECTIONS", "NATIVEIMAGE"],
      "license": "UPL",
    },

    "COLLECTIONS": {
      "digest": "sha1:dbe1aabcb1b875e8b3130fc310d1be16ab7c4ab0",
      "maven": {
        "groupId": "org.graalvm.sdk",
        "artifactId": "collections",
        "version": "25.0.1",
      },
      "license": "UPL",
    },

    "NATIVEIMAGE": {
      "digest": "sha1:cfc42bfecd069da6d19765fd786514267845768c",
      "maven": {
        "groupId": "org.graalvm.sdk",
        "artifactId": "nativeimage",
        "version": "25.0.1",
      },
      "dependencies": ["WORD"],
      "license": "UPL",
    },

    "WORD": {
      "digest": "sha1:1fe10863d275300da906b8fee9bea8f3b9d307a5",
      "maven": {
        "groupId": "org.graalvm.sdk",
        "artifactId": "word",
        "version": "25.0.1",
      },
      "license": "UPL",
    },

    "JNIUTILS": {
      "digest": "sha1:e904a2d964ae32a8eb82703fa9084207e421c65d",
      "maven": {
        "groupId": "org.graalvm.sdk",
        "artifactId": "jniutils",
        "version": "25.0.1",
      },
      "dependencies": ["COLLECTIONS", "NATIVEIMAGE"],
      "license": "UPL",
    },

    "LAUNCHER_COMMON": {
      "digest": "sha1:66b0178d1ee3358d23401dbf7407ec06806abead",
      "maven": {
        "groupId": "org.graalvm.sdk",
        "artifactId": "launcher-common",
        "version": "25.0.1",
      },
      "dependencies": ["COLLECTIONS", "NATIVEIMAGE", "POLYGLOT", "JLINE"],
      "license": "UPL",
    },

    "JLINE": {
      # JLine shadowed into org.graalvm.shadowed by the GraalVM build.
      "digest": "sha1:1a15c8b6b33a6b188011381dc325eb2b90237056",
      "maven": {
        "groupId": "org.graalvm.shadowed",
        "artifactId": "jline",
        "version": "25.0.1",
      },
      "dependencies": ["NATIVEIMAGE", "POLYGLOT"],
      "license": "BSD-new",
    },

    "GRAAL_COMPILER": {
      # The optimizing compiler for the Truffle runtime. Like in the Maven build it
      # belongs on the upgrade module path (--upgrade-module-path), together with
      # TRUFFLE_COMPILER, WORD, COLLECTIONS and NATIVEIMAGE.
      "digest": "sha1:d3771c9d1b6c1bc6c94e2257ead3adfd5d3b812f",
      "maven": {
        "groupId": "org.graalvm.compiler",
        "artifactId": "compiler",
        "version": "25.0.1",
      },
      "dependencies": ["COLLECTIONS", "WORD", "TRUFFLE_COMPILER"],
      "license": "GPLv2-CPE",
    },

    # GraalVM's tools, shipped with the launcher (runtime scope in Maven).
    "PROFILER_TOOL": {
      "digest": "sha1:8db8dc591e12ded19dc9b6c93e0da6f39aff0e96",
      "maven": {
        "groupId": "org.graalvm.tools",
        "artifactId": "profiler-tool",
        "version": "25.0.1",
      },
      "dependencies": ["TRUFFLE_API", "TRUFFLE_JSON"],
      "license": "GPLv2-CPE",
    },

    "CHROMEINSPECTOR_TOOL": {
      "digest": "sha1:b2a87268716dbcd18959acfbb3c7d06294e032a9",
      "maven": {
        "groupId": "org.graalvm.tools",
        "artifactId": "chromeinspector-tool",
        "version": "25.0.1",
      },
      "dependencies": ["TRUFFLE_API", "PROFILER_TOOL", "TRUFFLE_JSON"],
      "license": "GPLv2-CPE",
    },

    "DAP_TOOL": {
      "digest": "sha1:98f2159486eb211b2cd40f35bf9dc685aad224af",
      "maven": {
        "groupId": "org.graalvm.tools",
        "artifactId": "dap-tool",
        "version": "25.0.1",
      },
      "dependencies": ["TRUFFLE_API", "TRUFFLE_JSON"],
      "license": "GPLv2-CPE",
    },

    "TRUFFLE_JSON": {
      # JSON shadowed into org.graalvm.shadowed by the GraalVM build, for the tools.
      "digest": "sha1:78c9fca2ae9dc72a07404bce27baa8e8fbbe324c",
      "maven": {
        "groupId": "org.graalvm.shadowed",
        "artifactId": "json",
        "version": "25.0.1",
      },
      "license": "UPL",
    },

    "HDRHISTOGRAM": {
      # The victim-stop histogram of the scheduler statistics (hdrhistogram.version).
      "digest": "sha1:7959933ebcc0f05b2eaa5af0a0c8689fa257b15c",
      "maven": {
        "groupId": "org.hdrhistogram",
        "artifactId": "HdrHistogram",
        "version": "2.2.2",
      },
      "license": "BSD-simplified",
    },

    # ------------- JUnit 5 (junit.version) -------------

    "JUNIT_JUPITER_API": {
      "digest": "sha1:33ee7e4a267950257dc7da8946af0db3f73e36f4",
      "maven": {
        "groupId": "org.junit.jupiter",
        "artifactId": "junit-jupiter-api",
        "version": "5.13.1",
      },
      "dependencies": ["OPENTEST4J", "JUNIT_PLATFORM_COMMONS", "APIGUARDIAN_API"],
      "license": "EPL-2.0",
    },

    "JUNIT_JUPITER_PARAMS": {
      "digest": "sha1:190caf10c51c9c22fe835fa9961c80b386a801f6",
      "maven": {
        "groupId": "org.junit.jupiter",
        "artifactId": "junit-jupiter-params",
        "version": "5.13.1",
      },
      "dependencies": ["JUNIT_JUPITER_API", "APIGUARDIAN_API"],
      "license": "EPL-2.0",
    },

    "JUNIT_JUPITER_ENGINE": {
      "digest": "sha1:f9b875488495c154f813c92ce4f67095a14c7ca1",
      "maven": {
        "groupId": "org.junit.jupiter",
        "artifactId": "junit-jupiter-engine",
        "version": "5.13.1",
      },
      "dependencies": ["JUNIT_PLATFORM_ENGINE", "JUNIT_JUPITER_API", "APIGUARDIAN_API"],
      "license": "EPL-2.0",
    },

    # Transitive dependencies of JUnit Jupiter, at the versions its POMs name.

    "JUNIT_PLATFORM_COMMONS": {
      "digest": "sha1:44a365b1bd727696717c01a2a44b8705fd52935e",
      "maven": {
        "groupId": "org.junit.platform",
        "artifactId": "junit-platform-commons",
        "version": "1.13.1",
      },
      "dependencies": ["APIGUARDIAN_API"],
      "license": "EPL-2.0",
    },

    "JUNIT_PLATFORM_ENGINE": {
      "digest": "sha1:15a28065d991d076ae59f2406e7b8a4a9db655b7",
      "maven": {
        "groupId": "org.junit.platform",
        "artifactId": "junit-platform-engine",
        "version": "1.13.1",
      },
      "dependencies": ["OPENTEST4J", "JUNIT_PLATFORM_COMMONS", "APIGUARDIAN_API"],
      "license": "EPL-2.0",
    },

    "OPENTEST4J": {
      "digest": "sha1:152ea56b3a72f655d4fd677fc0ef2596c3dd5e6e",
      "maven": {
        "groupId": "org.opentest4j",
        "artifactId": "opentest4j",
        "version": "1.3.0",
      },
      "license": "Apache-2.0",
    },

    "APIGUARDIAN_API": {
      "digest": "sha1:a231e0d844d2721b0fa1b238006d15c6ded6842a",
      "maven": {
        "groupId": "org.apiguardian",
        "artifactId": "apiguardian-api",
        "version": "1.1.2",
      },
      "license": "Apache-2.0",
    },

    # ------------- JMH (jmh.version) -------------

    "JMH_CORE": {
      "digest": "sha1:896f27e49105b35ea1964319c83d12082e7a79ef",
      "maven": {
        "groupId": "org.openjdk.jmh",
        "artifactId": "jmh-core",
        "version": "1.37",
      },
      "dependencies": ["JOPT_SIMPLE", "COMMONS_MATH3"],
      "license": "GPLv2-CPE",
    },

    "JMH_GENERATOR_ANNPROCESS": {
      "digest": "sha1:da93888682df163144edf9b13d2b78e54166063a",
      "maven": {
        "groupId": "org.openjdk.jmh",
        "artifactId": "jmh-generator-annprocess",
        "version": "1.37",
      },
      "dependencies": ["JMH_CORE"],
      "license": "GPLv2-CPE",
    },

    # Transitive dependencies of jmh-core, at the versions jmh-parent manages.

    "JOPT_SIMPLE": {
      "digest": "sha1:4fdac2fbe92dfad86aa6e9301736f6b4342a3f5c",
      "maven": {
        "groupId": "net.sf.jopt-simple",
        "artifactId": "jopt-simple",
        "version": "5.0.4",
      },
      "license": "MIT",
    },

    "COMMONS_MATH3": {
      "digest": "sha1:e4ba98f1d4b3c80ec46392f25e094a6a2e58fcbf",
      "maven": {
        "groupId": "org.apache.commons",
        "artifactId": "commons-math3",
        "version": "3.6.1",
      },
      "license": "Apache-2.0",
    },
  },

  "projects": {

    # Packages are org.x10lite.* (org.x10lite.parser, org.x10lite.nodes,
    # org.x10lite.test, ...), not prefixed with the project name, hence
    # "checkPackagePrefix": "false" on every project.

    "org.x10lite.runtime": {
      "dir": "runtime",
      "sourceDirs": ["src/main/java"],
      "dependencies": [
        "TRUFFLE_API",
        "HDRHISTOGRAM",
      ],
      "javaCompliance": "21+",
      "checkstyleVersion": "10.21.0",
      "checkPackagePrefix": "false",
      "workingSets": "x10lite",
    },

    "org.x10lite.language": {
      "dir": "language",
      "sourceDirs": ["src/main/java"],
      "dependencies": [
        "org.x10lite.runtime",
        "TRUFFLE_API",
        "POLYGLOT",
      ],
      "javaCompliance": "21+",
      "annotationProcessors": ["TRUFFLE_DSL_PROCESSOR"],
      "checkstyle": "org.x10lite.runtime",
      "checkPackagePrefix": "false",
      "workingSets": "x10lite",
    },

    "org.x10lite.launcher": {
      "dir": "launcher",
      "sourceDirs": ["src/main/java"],
      "dependencies": [
        "org.x10lite.language",
        "POLYGLOT",
        "LAUNCHER_COMMON",
        # Runtime scope in Maven; mx projects have no runtime-only dependencies.
        "TRUFFLE_RUNTIME",
        "GRAAL_COMPILER",
        "PROFILER_TOOL",
        "CHROMEINSPECTOR_TOOL",
        "DAP_TOOL",
      ],
      "javaCompliance": "21+",
      "checkstyle": "org.x10lite.runtime",
      "checkPackagePrefix": "false",
      "workingSets": "x10lite",
    },

    "org.x10lite.tests": {
      "dir": "tests",
      "sourceDirs": ["src/test/java"],
      "dependencies": [
        "org.x10lite.language",
        "org.x10lite.launcher",
        "POLYGLOT",
        "TRUFFLE_RUNTIME",
        "GRAAL_COMPILER",
        "PROFILER_TOOL",
        "JUNIT_JUPITER_API",
        "JUNIT_JUPITER_PARAMS",
        "JUNIT_JUPITER_ENGINE",
      ],
      "javaCompliance": "21+",
      "checkstyle": "org.x10lite.runtime",
      "checkPackagePrefix": "false",
      "testProject": True,
      "jacoco": "exclude",
      "workingSets": "x10lite,Test",
    },

    "org.x10lite.benchmarks": {
      "dir": "benchmarks",
      "sourceDirs": ["src/main/java", "src/test/java"],
      "dependencies": [
        "org.x10lite.language",
        "POLYGLOT",
        "TRUFFLE_RUNTIME",
        "JMH_CORE",
        "JUNIT_JUPITER_API",
        "JUNIT_JUPITER_ENGINE",
      ],
      "javaCompliance": "21+",
      "annotationProcessors": ["JMH_GENERATOR_ANNPROCESS"],
      "checkstyle": "org.x10lite.runtime",
      "checkPackagePrefix": "false",
      "spotbugsIgnoresGenerated": True,
      "testProject": True,
      "jacoco": "exclude",
      "workingSets": "x10lite,Benchmarks",
    },
  },

  # Like the Maven jars, the distributions contain only x10lite classes: the
  # GraalVM, JUnit and JMH libraries are excluded and become Maven dependencies.
  "distributions": {

    "X10LITE_RUNTIME": {
      "dependencies": ["org.x10lite.runtime"],
      "distDependencies": [],
      "exclude": ["TRUFFLE_API"],
      "description": "Activity bookkeeping shared by the interpreter: finish records, exception collection, statistics.",
      "maven": {
        "groupId": "org.x10lite",
        "artifactId": "x10lite-runtime",
      },
    },

    "X10LITE": {
      "dependencies": ["org.x10lite.language"],
      "distDependencies": ["X10LITE_RUNTIME"],
      "exclude": ["TRUFFLE_API", "POLYGLOT"],
      "description": "The x10lite TruffleLanguage: parser, static checks, AST nodes, builtins.",
      "maven": {
        "groupId": "org.x10lite",
        "artifactId": "x10lite-language",
      },
    },

    "X10LITE_LAUNCHER": {
      "dependencies": ["org.x10lite.launcher"],
      "distDependencies": ["X10LITE"],
      "exclude": ["POLYGLOT", "LAUNCHER_COMMON", "TRUFFLE_RUNTIME", "GRAAL_COMPILER", "PROFILER_TOOL", "CHROMEINSPECTOR_TOOL", "DAP_TOOL"],
      "description": "The x10lite command.",
      "maven": {
        "groupId": "org.x10lite",
        "artifactId": "x10lite-launcher",
      },
    },

    "X10LITE_TESTS": {
      "dependencies": ["org.x10lite.tests"],
      "distDependencies": ["X10LITE", "X10LITE_LAUNCHER"],
      "exclude": [
        "POLYGLOT",
        "TRUFFLE_RUNTIME",
        "GRAAL_COMPILER",
        "JUNIT_JUPITER_API",
        "JUNIT_JUPITER_PARAMS",
        "JUNIT_JUPITER_ENGINE",
      ],
      "testDistribution": True,
      "description": "JUnit 5 tests: the program corpus under every configuration, embedding, launcher, suite consistency.",
      "maven": {
        "groupId": "org.x10lite",
        "artifactId": "x10lite-tests",
      },
    },

    "X10LITE_BENCHMARKS": {
      "dependencies": ["org.x10lite.benchmarks"],
      "distDependencies": ["X10LITE"],
      "exclude": ["POLYGLOT", "TRUFFLE_RUNTIME", "JMH_CORE"],
      "testDistribution": True,
      "description": "Whole-program and JMH benchmarks with Java sequential and fork/join peers.",
      "maven": {
        "groupId": "org.x10lite",
        "artifactId": "x10lite-benchmarks",
      },
    },
  },
}
