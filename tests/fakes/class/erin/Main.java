/** Erin's program: it does not compile. */
public class Main {
    public static void main(String[] args) {
        System.out.println("craps> " + args.length)
    }
}
