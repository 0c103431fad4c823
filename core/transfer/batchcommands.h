#pragma once

#include <QByteArray>
#include <QString>

/// The remote commands of an upload's batch of small files, which go through a staging folder
/// beside the destination (`.gpudesk-staging-<transfer id>`, shell-quoted here).
struct BatchCommands
{
    BatchCommands(const QString &destination, const QString &transferId);

    /// Folders arrive writable by you (a read-only one could neither take the large files nor let
    /// the staging folder go), files keep their modes; owned by you, not by the uid they had here.
    QByteArray unlock() const;
    /// What the destination does not have yet is renamed there (same disk: one rename per
    /// top-level entry, however many files it holds; a folder moved must be writable, for its
    /// ".."); what it has is merged with hard links, existing files replaced, every folder made
    /// writable first so that the staging folder can go. Then the staging folder goes.
    QByteArray moveIntoPlace() const;
    QByteArray discard() const;
    /// An empty staging folder, whatever an earlier run left there.
    QByteArray fresh() const;
    /// Extracts the stream into the staging folder, GNU tar reading past the end of each archive.
    QByteArray extractFrom(const QByteArray &archive) const;

    QString staging;
    QByteArray stage, dest;
};
