#pragma once

#include "cli/ctlexit.h"

#include <QList>
#include <QString>
#include <QStringList>

class CtlContext;

/// An option gpudeskctl knows: its name, the value it takes (empty: a flag) and what it does.
struct CtlOption
{
    QString name;
    QString valueName;
    QString help;
    QString defaultValue = {};
};

/// One gpudeskctl command: its words, what it takes, what it says in help, and what runs it. The
/// table of them (Ctl::commands(), each group of commands giving its part) is the CLI: the dispatch,
/// the options each command takes (any other is refused with exit 2), `gpudeskctl help COMMAND`,
/// --help, the shell completions and the man page all come from it, so adding a command is adding
/// an entry. Entries are written with designated initializers; what an entry leaves out is empty.
struct CtlCommand
{
    /// What the command needs before it runs.
    enum class Needs {
        Nothing, ///< runs on this computer only
        Platform, ///< the platform, not logged in (health, login, register)
        LoginIfAny, ///< the platform, and the login if there is one (advice with the catalog's prices)
        Login, ///< a login or GPUDESK_TOKEN
    };
    /// What a positional word after the command is, for the completions.
    enum class Word { Other, Instance, File, Directory };
    /// Runs the command in its context, with the positional words after the command's own.
    using Run = CtlExit (*)(CtlContext &context, const QStringList &words);

    QStringList path = {}; ///< {"ls"}, {"billing", "ledger"}
    QString arguments = {}; ///< its positional words as help shows them: "INSTANCE SRC DEST"
    QString summary = {}; ///< one line
    QString details = {}; ///< more, for help COMMAND and the man page
    QStringList options = {}; ///< the options it takes, beyond the global ones
    Needs needs = Needs::Login;
    bool printsData = false; ///< takes --json
    QList<Word> words = {}; ///< what its positional words are, in order (the last one repeats)
    QString exits = {}; ///< exit codes beyond 0, 1, 2 and 3, in words
    Run run = nullptr;
    /// A group's subcommand that the group's word alone runs ("volumes" is "volumes ls").
    bool isDefault = false;
    /// Leaves no log behind: help, completion and the man page (written at build time).
    bool quiet = false;

    QString name() const { return path.join(QLatin1Char(' ')); }
};
