#pragma once

#include <QJsonObject>

#include "core/session/secretbackend.h"

/// Secrets in one JSON file readable by the user only (created 0600, never widened; the directory
/// 0700), for machines where no keychain service answers. Writes replace the file atomically.
class FileSecretBackend final : public SecretBackend
{
public:
    explicit FileSecretBackend(QString path);
    QString name() const override { return m_path; }
    void read(const QString &key, QObject *context, ReadDone done) override;
    void write(const QString &key, const QString &value, QObject *context, Done done) override;
    void remove(const QString &key, QObject *context, Done done) override;

    /// The default place: XDG config dir/gpudesk/secrets.json.
    static QString defaultPath();

private:
    QString store(const QString &key, const std::optional<QString> &value);
    /// The file's secrets. A file that is not gpudesk's JSON object (cut short, overwritten) is
    /// renamed aside — kept whole, still 0600, for whoever wants to look — and *problem says
    /// where; an unreadable one only says why. No file: none, and no problem.
    QJsonObject load(QString *problem) const;
    QString m_path;
};
