#pragma once

#include "cli/ctlcommand.h"

#include <QCommandLineParser>
#include <QTextStream>

/// gpudeskctl: the platform from scripts and terminals, on core. Plain lines by default, JSON with
/// --json on every command that prints data; errors on stderr in plain words; exit codes as
/// CtlExit says. Ctl reads the command line, finds the command in the table (each group of
/// commands gives its part: InstanceCommands, BillingCommands…), refuses an option it does not
/// take, connects and logs in as far as it needs, and runs it in a CtlContext.
class Ctl
{
public:
    Ctl(QTextStream &out, QTextStream &err);
    int run(const QStringList &arguments);

    /// Every command and option gpudeskctl has.
    static const QList<CtlCommand> &commands();
    static const QList<CtlOption> &options();
    /// The options every command takes (where the platform is, logging, help).
    static const QStringList &globalOptions();
    /// The command `words` name ("volumes" alone is its default, "volumes ls"); null when none.
    static const CtlCommand *find(const QStringList &words);

    /// The text of --help, of `help COMMAND`, of the man page and of a shell's completion script
    /// (ctlhelp.cpp).
    static QString helpText();
    static QString commandHelp(const CtlCommand &command);
    static QString manText();
    /// Empty for a shell it does not know.
    static QString completionScript(const QString &shell);

private:
    /// Runs the command with its checks: the options it takes, then the platform and the login it needs.
    CtlExit dispatch(const CtlCommand &command, const QStringList &words);
    /// A usage error before a command is known.
    CtlExit usage(const QString &message);

    QTextStream &m_out;
    QTextStream &m_err;
    QCommandLineParser m_parser;
};
