public class BlockClosures {
    public static def main(args:Rail[String]) {
        val sumTo = (n:Long) => {
            var acc:Long = 0;
            for (i in 1..n) acc += i;
            return acc;
        };
        Console.OUT.println(sumTo(10));
        val classify:(Long)=>String = (n:Long) => {
            if (n < 0) return "neg";
            if (n == 0) return "zero";
            return "pos";
        };
        Console.OUT.println(classify(-4) + " " + classify(0) + " " + classify(8));
        val log = (msg:String) => { Console.OUT.println("log: " + msg); };
        log("first");
        log("second");
        val noArgs:()=>void = () => { Console.OUT.println("no args"); };
        noArgs();
        val counter = new Rail[Long](1);
        val tick = () => { counter(0)++; };
        for (1..5) tick();
        Console.OUT.println("ticks " + counter(0));
        val fact:(Long)=>Long = (n:Long) => {
            var r:Long = 1;
            var k:Long = n;
            while (k > 1) { r *= k; k--; }
            return r;
        };
        Console.OUT.println(fact(10));
    }
}
