public class DeclarationWithoutKeyword {
    static def partitionPoint(n:Long):Long = n / 2 + 1;

    public static def main(args:Rail[String]) {
        // "name:Type = e;" declares a val, as in the classic QuickSort sample
        index:Long = partitionPoint(9);
        Console.OUT.println(index);
        label:String = "idx";
        Console.OUT.println(label + "=" + index);
        half:Double = 0.5, twice:Double = 2.0;
        Console.OUT.println(half * twice);
    }
}
