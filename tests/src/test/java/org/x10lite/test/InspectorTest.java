package org.x10lite.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/**
 * {@code ./x10lite --inspect} as a user's Chrome DevTools meets it, over the DevTools protocol
 * (the JDK's WebSocket client): the command prints the URL and waits; the debugger attaches,
 * finds the program stopped at main's first statement, sets a breakpoint in fib's async, and
 * when a worker reaches it reads the frames and {@code n} from the function's local scope; the
 * program then runs to its end.
 */
class InspectorTest {
    private static final long TIMEOUT_S = 60;

    @Test
    void chromeDevToolsStopInAnAsyncAndReadALocal() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        Process p = new ProcessBuilder(Corpus.root().resolve("x10lite").toString(), "--inspect=" + port, "--x10lite.Workers=2",
                        Corpus.root().resolve("examples/Fib.x10").toString(), "6").redirectErrorStream(true).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            String url = null;
            for (String line = out.readLine(); line != null && url == null; line = out.readLine()) {
                Matcher m = Pattern.compile("Debugger listening on (ws://\\S+)").matcher(line);
                url = m.find() ? m.group(1) : null;
            }
            assertNotNull(url, "no DevTools URL printed");
            BlockingQueue<String> messages = new LinkedBlockingQueue<>();
            WebSocket ws = HttpClient.newHttpClient().newWebSocketBuilder().buildAsync(URI.create(url), new Collector(messages)).get(TIMEOUT_S, TimeUnit.SECONDS);
            Protocol cdp = new Protocol(ws, messages);
            cdp.send("Runtime.enable", "{}");
            cdp.send("Debugger.enable", "{}");
            cdp.send("Runtime.runIfWaitingForDebugger", "{}");
            String paused = cdp.await(m -> m.contains("\"method\":\"Debugger.paused\""));
            assertTrue(paused.contains("\"functionName\":\"Fib.main\""), paused);
            String scriptId = first(paused, "\"scriptId\":\"([^\"]+)\"");
            // line 8 of examples/Fib.x10: async f1 = fib(n - 1);
            String set = cdp.await(cdp.send("Debugger.setBreakpoint", "{\"location\":{\"scriptId\":\"" + scriptId + "\",\"lineNumber\":7}}"));
            assertTrue(set.contains("\"lineNumber\":7"), set);
            cdp.send("Debugger.resume", "{}");
            paused = cdp.await(m -> m.contains("\"method\":\"Debugger.paused\""));
            assertEquals("Fib.fib", first(paused, "\"functionName\":\"([^\"]+)\""), paused);
            int local = paused.indexOf("\"type\":\"local\"");
            assertTrue(local > 0, "no local scope: " + paused);
            String scope = first(paused.substring(local), "\"objectId\":\"([^\"]+)\"");
            String properties = cdp.await(cdp.send("Runtime.getProperties", "{\"objectId\":\"" + scope + "\",\"ownProperties\":true}"));
            assertTrue(properties.matches("(?s).*\"name\":\"n\",\"value\":\\{[^}]*\"value\":6.*"), properties);
            cdp.send("Debugger.setBreakpointsActive", "{\"active\":false}");
            cdp.send("Debugger.resume", "{}");
            StringBuilder rest = new StringBuilder();
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                rest.append(line).append('\n');
            }
            assertTrue(p.waitFor(TIMEOUT_S, TimeUnit.SECONDS), "x10lite did not end");
            assertEquals(0, p.exitValue(), rest.toString());
            assertTrue(rest.toString().contains("fib(6) = 8"), rest.toString());
        } finally {
            p.destroyForcibly();
        }
    }

    private static String first(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        assertTrue(m.find(), regex + " not in " + text);
        return m.group(1);
    }

    /** Requests with ids, answers and events as raw JSON text. */
    private static final class Protocol {
        private final WebSocket ws;
        private final BlockingQueue<String> messages;
        private int id;

        Protocol(WebSocket ws, BlockingQueue<String> messages) {
            this.ws = ws;
            this.messages = messages;
        }

        Predicate<String> send(String method, String params) throws Exception {
            int requestId = ++id;
            ws.sendText("{\"id\":" + requestId + ",\"method\":\"" + method + "\",\"params\":" + params + "}", true).get(TIMEOUT_S, TimeUnit.SECONDS);
            return m -> m.startsWith("{\"id\":" + requestId + ",") || m.contains(",\"id\":" + requestId + "}") || m.contains("\"id\":" + requestId + ",\"result\"");
        }

        String await(Predicate<String> wanted) throws InterruptedException {
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_S);
            while (System.nanoTime() < end) {
                String m = messages.poll(1, TimeUnit.SECONDS);
                if (m != null && wanted.test(m)) {
                    return m;
                }
            }
            throw new AssertionError("no awaited message within " + TIMEOUT_S + " s");
        }
    }

    /** Collects whole text messages (the protocol may send one in parts). */
    private static final class Collector implements WebSocket.Listener {
        private final BlockingQueue<String> messages;
        private final StringBuilder partial = new StringBuilder();

        Collector(BlockingQueue<String> messages) {
            this.messages = messages;
        }

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                messages.add(partial.toString());
                partial.setLength(0);
            }
            webSocket.request(1);
            return null;
        }
    }
}
