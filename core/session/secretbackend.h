#pragma once

#include <QObject>
#include <QString>

#include <functional>
#include <optional>

/// Where secrets (session and API tokens) are kept: the OS keychain, or a private file. Every call
/// answers asynchronously on the caller's thread, and not at all once `context` is gone.
class SecretBackend
{
public:
    /// The value, std::nullopt when nothing is stored under the key; or an error sentence.
    using ReadDone = std::function<void(const std::optional<QString> &value, const QString &error)>;
    /// Empty on success, else what went wrong.
    using Done = std::function<void(const QString &error)>;

    virtual ~SecretBackend();
    /// For messages: "the system keychain", "~/.config/gpudesk/secrets.json".
    virtual QString name() const = 0;
    virtual void read(const QString &key, QObject *context, ReadDone done) = 0;
    virtual void write(const QString &key, const QString &value, QObject *context, Done done) = 0;
    virtual void remove(const QString &key, QObject *context, Done done) = 0;
};
