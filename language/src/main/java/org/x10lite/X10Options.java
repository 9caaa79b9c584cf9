package org.x10lite;

import com.oracle.truffle.api.Option;
import org.graalvm.options.OptionCategory;
import org.graalvm.options.OptionKey;
import org.graalvm.options.OptionStability;

/** The {@code --x10lite.*} options. */
@Option.Group(X10Language.ID)
public final class X10Options {
    private X10Options() {
    }

    @Option(help = "Print activity statistics on stderr at program end.", category = OptionCategory.USER, stability = OptionStability.EXPERIMENTAL) //
    public static final OptionKey<Boolean> Stats = new OptionKey<>(false);
}
