#pragma once

#include <QString>
#include <QStringList>

#include <optional>

/// What a start of gpudesk asks for: `--platform`, `--sandbox-data`, `--verbose`, `--language`,
/// `--minimized`. The same options read a later start's arguments, which SingleInstance hands to the
/// console already running.
struct ConsoleCommandLine
{
    std::optional<QString> platform; ///< --platform, when given
    QString sandboxDir; ///< --sandbox-data, else the usual place
    bool verbose = false;
    std::optional<QString> language; ///< --language, when given
    bool minimized = false;

    /// `arguments` as QCoreApplication has them (the program first); --help and --version print
    /// their text and end the program, as does a mistake (with what is wrong).
    static ConsoleCommandLine process(const QStringList &arguments);
    /// A later start's arguments (the program first); nullopt when they do not parse.
    static std::optional<ConsoleCommandLine> parse(const QStringList &arguments);
};
