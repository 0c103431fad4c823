#pragma once

#include "core/api/apiresult.h"
#include "core/api/lockedjsonlist.h"
#include "core/api/platformfacet.h"
#include "core/model/credentials.h"

#include <QDateTime>
#include <QList>
#include <QString>

/// The SSH keys a user gave gpudesk for a platform that keeps none of its own (Compshare: each
/// instance has a password, and gpudesk puts the keys on it): one JSON file per platform account
/// (LockedJsonList). A key's id is its fingerprint.
class LocalKeyRing
{
public:
    explicit LocalKeyRing(QString path);

    const QString &path() const { return m_file.path(); }
    ApiResult<QList<SshKey>> list() const;
    /// `publicKey` is an OpenSSH public key line; `name` empty takes its comment. A key already in
    /// the ring is a conflict.
    ApiResult<SshKeyCreated> add(const QString &name, const QString &publicKey, const QDateTime &now,
                                 const QString &accountId);
    ApiResult<Nothing> remove(const QString &id);

private:
    LockedJsonList m_file;
};
