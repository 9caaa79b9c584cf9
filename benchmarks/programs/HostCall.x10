/** What a host's call of a trivial static method costs (HostCallBenchmark): the call is all there is. */
public class HostCall {
    public static def inc(x:Long):Long = x + 1;
}
