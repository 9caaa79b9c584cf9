public class BitwiseAndShift {
    public static def main(args:Rail[String]) {
        val a = 12;   // 1100
        val b = 10;   // 1010
        Console.OUT.println(a & b);
        Console.OUT.println(a | b);
        Console.OUT.println(a ^ b);
        Console.OUT.println(~a);
        Console.OUT.println(1 << 10);
        Console.OUT.println(1 << 62);
        Console.OUT.println(1 << 63);
        Console.OUT.println(-16 >> 2);
        Console.OUT.println(-16 >>> 60);
        Console.OUT.println(-1 >>> 1);
        Console.OUT.println(255 >> 4);
        val x:Int = -16n;
        Console.OUT.println(x >> 2n);
        Console.OUT.println(x >>> 28n);
        Console.OUT.println(1n << 31n);
        Console.OUT.println(3n << 30n);
        Console.OUT.println(0x0Fn & 0x3Cn);
        Console.OUT.println(~0n);
        val mask = (1 << 8) - 1;
        Console.OUT.println(0x12345 & mask);
        Console.OUT.println((0x12345 >> 8) & mask);
        var bits:Long = 0;
        for (i in 0..63) {
            if (((0x5555 >> i) & 1) == 1) bits++;
        }
        Console.OUT.println(bits);
    }
}
