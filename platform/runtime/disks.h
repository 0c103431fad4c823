#pragma once

#include <QString>

/// Where instances' disks live under --data, as real directories: each instance's system disk
/// (its home) and own data disk, volumes that outlive instances, and custom images. Nothing
/// outside the data directory is ever created or deleted.
class Disks
{
public:
    explicit Disks(QString dataDir);

    QString homePath(qint64 instanceId) const;
    QString instanceDataPath(qint64 instanceId) const;
    QString volumePath(qint64 volumeId) const;
    QString imagePath(qint64 imageId) const;

    /// Creates a directory (and its parents). False with a sentence in *error.
    static bool create(const QString &path, QString *error);
    /// Deletes a directory tree, only if it lies inside the data directory.
    bool remove(const QString &path) const;
    /// Copies a directory tree (files, sub-directories, symlinks as links). False with *error.
    static bool copyTree(const QString &from, const QString &to, QString *error);
    /// Bytes used by the files under `path` (symlinks not followed).
    static qint64 usedBytes(const QString &path);

private:
    QString under(const QString &relative) const;

    QString m_root;
    QString m_canonicalRoot;
};
